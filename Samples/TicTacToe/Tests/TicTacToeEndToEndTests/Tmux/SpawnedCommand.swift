import Foundation

/// Runs a command to completion with `posix_spawn` and `waitpid`, its output collected
/// in a file.
///
/// Foundation's `Process` cannot run tmux: the tmux server that `new-session` starts
/// inherits the descriptor `Process` watches to learn that its child ended, so
/// `waitUntilExit` never returns. Waiting on the pid is what a shell does, and the child
/// inherits no descriptor but its standard ones, so the long-lived tmux server cannot
/// hold open what other tests' processes are watched through.
///
/// The child starts with no signal blocked and every signal at its default action,
/// whatever the calling thread had: the test runs on Swift concurrency's threads,
/// which block almost every signal, and `posix_spawn` hands that mask on. tmux keeps
/// the mask it was given, for its server and the pane's programs, and `kill-server`
/// ends a server by sending it SIGTERM: with SIGTERM blocked, no server ever ended.
enum SpawnedCommand {
    struct Result {
        let status: Int32
        let output: String
    }

    /// Runs `arguments` (found on `PATH`) with this process's environment, less `TMUX`,
    /// plus `environment`.
    static func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Result {
        let outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("spawn-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: outputURL) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, outputURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO)

        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["TERM"] = environment["TERM"] ?? "xterm-256color"
        environment.merge(extra) { _, given in given }
        // Through bash (dash cannot close descriptors above 9), which closes every descriptor but the standard ones, then runs
        // the command: a tmux server lives on after its client, and a descriptor it kept
        // (another test's process pipe, say) would stay open as long as it does.
        let closingOthers = #"for d in /proc/$$/fd/*; do n=${d##*/}; [ "$n" -gt 2 ] && eval "exec $n>&-"; done; exec "$@""#
        let argv = (["/bin/bash", "-c", closingOthers, "bash"] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        // The standard signals, 1 to 31; glibc keeps some real-time ones for itself.
        var everyStandardSignal = sigset_t()
        sigemptyset(&everyStandardSignal)
        for signal: Int32 in 1...31 where signal != SIGKILL && signal != SIGSTOP {
            sigaddset(&everyStandardSignal, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &everyStandardSignal)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var pid: pid_t = 0
        let spawnError = posix_spawn(&pid, "/bin/bash", &actions, &attributes, argv, envp)
        guard spawnError == 0 else { throw SpawnFailed(command: arguments, errorNumber: spawnError) }

        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        let output = String(decoding: (try? Data(contentsOf: outputURL)) ?? Data(), as: UTF8.self)
        return Result(status: exitStatus, output: output)
    }

    struct SpawnFailed: Error, CustomStringConvertible {
        let command: [String]
        let errorNumber: Int32
        var description: String { "Could not start \(command.joined(separator: " ")): \(String(cString: strerror(errorNumber)))" }
    }
}
