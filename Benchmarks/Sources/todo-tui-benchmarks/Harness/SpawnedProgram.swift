import Foundation
import Glibc

/// A program started in a pseudo-terminal of its own, as a shell starts it in a new
/// terminal window: a session of its own with that terminal as its controlling terminal,
/// HOME in a temporary directory, and a small environment. The benchmark plays the
/// terminal emulator on `terminal`.
final class SpawnedProgram {
    let terminal: PseudoTerminal
    let pid: pid_t
    private let home: TemporaryHome
    /// Whether the home was made for this program alone, and goes when it does.
    private let ownsHome: Bool
    private var hasEnded = false

    /// Starts `executable` (a path) with `arguments`, in `home` when given, else in a
    /// temporary home of its own, on a terminal of `width` and `height` that says it is `term`.
    init(
        executable: String, arguments: [String], home: TemporaryHome? = nil, width: Int = 80, height: Int = 24,
        term: String = "xterm-256color"
    ) {
        do {
            self.home = try home ?? TemporaryHome()
        } catch {
            fatalError("Could not make a temporary home: \(error)")
        }
        ownsHome = home == nil
        terminal = PseudoTerminal(width: width, height: height)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Self.startsASession)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opened by the new session's leader, the terminal becomes its controlling terminal.
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, terminal.secondaryPath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, STDIN_FILENO, STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, STDIN_FILENO, STDERR_FILENO)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let environment = ["TERM=\(term)", "LANG=C.UTF-8", "HOME=\(self.home.url.path)", "PATH=/usr/bin:/bin"]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let error = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard error == 0 else { fatalError("Could not start \(executable): \(String(cString: strerror(error)))") }
        self.pid = pid
    }

    /// glibc's POSIX_SPAWN_SETSID, which its header declares for _GNU_SOURCE only, so
    /// Swift does not see it: the child calls setsid() before its file actions.
    private static let startsASession: Int16 = 0x80

    /// The most memory the process has held at once (VmHWM), in megabytes.
    var peakMemoryMegabytes: Double {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") ?? .nan
        return kilobytes / 1024
    }

    /// Asks the app to quit (Ctrl-C) and waits for it.
    func quit() {
        quit(typing: ["\u{3}"])
    }

    /// Types `keys` one after the other, each once the program has answered the one
    /// before, and waits up to ten seconds for it to exit; then kills it if it has not.
    /// Removes the program's own home either way.
    func quit(typing keys: [String]) {
        for key in keys {
            terminal.type(key)
            _ = terminal.drain(quiet: 20)
        }
        if !waitForExit(timeout: 10) {
            kill(pid, SIGKILL)
            _ = waitForExit(timeout: 10)
        }
        if ownsHome { home.remove() }
    }

    /// Waits for the program to exit, reading what it writes meanwhile; false when it is
    /// still running after `seconds`.
    private func waitForExit(timeout seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !hasEnded && Date() < deadline {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                hasEnded = true
            }
            _ = terminal.drain(quiet: 10)
        }
        return hasEnded
    }
}
