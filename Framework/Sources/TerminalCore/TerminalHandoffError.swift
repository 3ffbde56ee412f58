/// Why a program could not have the terminal. The description is one sentence for
/// people: "could not start vi: No such file or directory".
public enum TerminalHandoffError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The program could not be started: there is no such program, or it may not be
    /// run. `reason` is the system's explanation.
    case couldNotStart(program: String, reason: String)
    /// There is no terminal to lend: it is closed, or another program has it.
    case terminalUnavailable
    /// The program was started but how it ended could not be learned. `reason` is the
    /// system's explanation.
    case couldNotWait(program: String, reason: String)

    public var description: String {
        switch self {
        case .couldNotStart(let program, let reason) where program.isEmpty:
            return "could not start a program: \(reason)"
        case .couldNotStart(let program, let reason):
            return "could not start \(program): \(reason)"
        case .terminalUnavailable:
            return "the terminal is not available to another program now"
        case .couldNotWait(let program, let reason):
            return "lost track of \(program): \(reason)"
        }
    }
}
