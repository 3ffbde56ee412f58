import Foundation
import Glibc

/// The real todo-tui binary started in a pseudo-terminal of its own, as a shell would
/// start it.
final class SpawnedProgram {
    let terminal: PseudoTerminal
    let pid: pid_t

    init(binary: String, arguments: [String], width: Int = 80, height: Int = 24) {
        terminal = PseudoTerminal(width: width, height: height)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_adddup2(&actions, terminal.secondary, descriptor)
        }
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        let environment = ["TERM=xterm-256color", "LANG=C.UTF-8", "HOME=\(NSTemporaryDirectory())", "PATH=/usr/bin:/bin"]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let error = posix_spawn(&pid, binary, &actions, nil, argv, envp)
        guard error == 0 else { fatalError("Could not start \(binary): \(String(cString: strerror(error)))") }
        self.pid = pid
    }

    /// The most memory the process has held at once (VmHWM), in megabytes.
    var peakMemoryMegabytes: Double {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") ?? .nan
        return kilobytes / 1024
    }

    /// Asks the app to quit (Ctrl-C) and waits for it.
    func quit() {
        terminal.type("\u{3}")
        _ = terminal.drain(quiet: 20)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}
