import CursesTerminal
import Glibc

/// The one line a user reads when the app cannot start on their terminal: the program's
/// name, why, and what to do instead, as `todo-tui: needs an interactive terminal, but
/// stdin is not a terminal; in scripts use a subcommand (see todo-tui --help)`.
struct OpenFailureMessage: CustomStringConvertible {
    var programName: String
    var error: CursesTerminal.OpenError
    var advice: String?

    var description: String {
        let reason = programName.isEmpty ? "\(error)" : "\(programName): \(error)"
        guard let advice, !advice.isEmpty else { return reason }
        return "\(reason); \(advice)"
    }

    /// Writes the message and a line break to standard error, in one `write` when it can.
    func writeToStandardError() {
        var bytes = Array("\(self)\n".utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
