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
///
/// ```swift
/// let result = try await SpawnedCommand.run(["tmux", "-V"])
/// #expect(result.status == 0, "\(result.output)")
/// ```
public enum SpawnedCommand {
    /// How a command ended, as a shell shows it, and what it wrote to its output and errors.
    public struct Result: Sendable {
        public let status: Int32
        public let output: String
    }

    /// Runs `arguments` (found on `PATH`) with this process's environment, less `TMUX`,
    /// plus `environment`, and waits for it on a thread of its own.
    ///
    /// The wait blocks a thread, so it never happens on Swift concurrency's: there are
    /// as many of those as cores (two on CI), and a few tests waiting for tmux at once
    /// starved every other test's tasks (workers that never ran, deadlines missed).
    public static func run(_ arguments: [String], environment extra: [String: String] = [:]) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Swift.Result { try runBlocking(arguments, environment: extra) })
            }
        }
    }

    private static func runBlocking(_ arguments: [String], environment extra: [String: String]) throws -> Result {
        let outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("spawn-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: outputURL) }

        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["TERM"] = environment["TERM"] ?? "xterm-256color"
        environment.merge(extra) { _, given in given }
        // A file that cannot be made is reported by the FileHandle that opens it next.
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil, attributes: [.posixPermissions: 0o600])
        let outputFile = try FileHandle(forWritingTo: outputURL)
        defer { try? outputFile.close() }
        let pid = try spawn(
            arguments, environment: environment, input: nil, output: outputFile.fileDescriptor, error: outputFile.fileDescriptor
        )

        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let exitStatus = shellStatus(status)
        let output = String(decoding: (try? Data(contentsOf: outputURL)) ?? Data(), as: UTF8.self)
        return Result(status: exitStatus, output: output)
    }

    /// Starts `arguments` (the first found on `PATH`, or a path) with exactly
    /// `environment`, its standard input read from `input` (or /dev/null), its output
    /// and errors written to `output` and `error`, and returns its pid for `waitpid`.
    ///
    /// Foundation's `Process.run` is not used for programs the tests wait on either: on
    /// Linux it reads `/proc/self/fd` with a 256-byte copy of each directory entry, which
    /// now and then reads past the end of glibc's buffer and crashes the test runner
    /// (swift-corelibs-foundation pull request 5472, fixed after this toolchain).
    public static func spawn(
        _ arguments: [String], environment: [String: String], input: Int32?, output: Int32, error: Int32
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input {
            posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO)
        } else {
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, error, STDERR_FILENO)

        // Through bash (dash cannot close descriptors above 9), which closes every
        // descriptor but the standard ones, then runs the command: a tmux server lives
        // on after its client, and a descriptor it kept (another test's process pipe,
        // say) would stay open as long as it does.
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
        return pid
    }

    /// A `waitpid` status as a shell shows it: the exit code, or 128 plus the signal.
    public static func shellStatus(_ status: Int32) -> Int32 {
        (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    public struct SpawnFailed: Error, CustomStringConvertible {
        public let command: [String]
        public let errorNumber: Int32
        public var description: String { "Could not start \(command.joined(separator: " ")): \(String(cString: strerror(errorNumber)))" }
    }
}
