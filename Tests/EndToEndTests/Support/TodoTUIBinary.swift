import Foundation
import TerminalTesting

/// The built `todo-tui` executable, run as its own process the way a person or a
/// script runs it.
///
/// It is found beside the test executable (SwiftPM builds both into one
/// directory), or at `$TODO_TUI_BIN` when that is set.
struct TodoTUIBinary {
    let url: URL

    /// How long one run may take before it is killed and the test fails.
    static let timeLimit: Duration = .seconds(60)

    static func locate() throws -> TodoTUIBinary {
        let environment = ProcessInfo.processInfo.environment
        let url = environment["TODO_TUI_BIN"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: CommandLine.arguments[0])
                .deletingLastPathComponent()
                .appendingPathComponent("todo-tui")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw BinaryNotFound(path: url.path)
        }
        return TodoTUIBinary(url: url)
    }

    struct BinaryNotFound: Error, CustomStringConvertible {
        let path: String
        var description: String {
            "No todo-tui executable at \(path). Run `swift build --build-tests` first, or set TODO_TUI_BIN."
        }
    }

    /// Runs the binary with `arguments` and waits for it to exit; one still running
    /// after `timeLimit` (``timeLimit`` unless given) is ended and the run throws. Only inside a test with the
    /// `.leavesNothingBehind` trait, which checks that the process has ended.
    ///
    /// - Parameters:
    ///   - input: what standard input reads; a pipe, never a terminal.
    ///   - home: `HOME` for the run, so nothing outside the test's directory is touched.
    ///   - environment: more variables on top of a minimal environment.
    ///   - asUnprivilegedUser: when the tests run as root, run the binary as
    ///     `nobody` (through `setpriv`) so that file permissions apply to it.
    ///   - launcher: a command that runs the binary, with its path and `arguments`
    ///     after its own (see ``SystemdUserRecord``); it must `exec` it, so that the
    ///     process started is the one that ends.
    func run(
        _ arguments: [String],
        input: Data = Data(),
        home: URL,
        environment: [String: String] = [:],
        asUnprivilegedUser: Bool = false,
        launcher: [String] = [],
        timeLimit: Duration = timeLimit
    ) async throws -> ProcessResult {
        let footprint = try TestFootprint.required(by: "A run of todo-tui")
        let command = asUnprivilegedUser && getuid() == 0
            ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", url.path] + arguments
            : launcher + [url.path] + arguments
        let environment = ["HOME": home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
            .merging(TestRun.environment) { _, marker in marker }
            .merging(environment) { _, given in given }

        let outputs = try CapturedOutputs(in: home)
        defer { outputs.remove() }
        let stdin = Pipe()
        let exit = ProcessExit()
        let pid = try await Self.start(command, environment: environment, stdin: stdin, outputs: outputs, exit: exit)
        if let started = TrackedProcess(pid: pid) { footprint.record(started) }
        try? stdin.fileHandleForReading.close()
        // A program that ends without reading its input must not take the tests with it.
        Self.ignoreBrokenPipes
        try? stdin.fileHandleForWriting.write(contentsOf: input)
        try? stdin.fileHandleForWriting.close()

        guard let status = await exit.wait(upTo: timeLimit) else {
            // SIGTERM lets it save and go; one that hangs on is killed. Either way it
            // has ended before the test goes on.
            kill(pid, SIGTERM)
            if await exit.wait(upTo: .seconds(5)) == nil {
                kill(pid, SIGKILL)
                _ = await exit.wait(upTo: .seconds(5))
            }
            throw TimedOut(arguments: arguments, timeLimit: timeLimit)
        }
        return try ProcessResult(
            status: status,
            standardOutput: outputs.readStandardOutput(),
            standardError: outputs.readStandardError()
        )
    }

    /// Writing to a pipe nobody reads any more raises SIGPIPE, which ends the process:
    /// here, the test runner. Ignored once for the whole run, the write fails instead.
    private static let ignoreBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    /// Starts `command` on a thread of its own, which then waits for it and records its
    /// exit. `posix_spawn` waits for the child to load the binary, which on a busy
    /// machine takes long enough that a few tests starting programs at once held both of
    /// Swift concurrency's threads, and every other test's tasks (workers in the app's
    /// tests) waited past their deadlines.
    private static func start(
        _ command: [String], environment: [String: String], stdin: Pipe, outputs: CapturedOutputs, exit: ProcessExit
    ) async throws -> pid_t {
        let descriptors = (
            input: stdin.fileHandleForReading.fileDescriptor,
            output: outputs.standardOutput.fileDescriptor,
            error: outputs.standardError.fileDescriptor
        )
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<pid_t, any Error>) in
            Thread.detachNewThread {
                let pid: pid_t
                do {
                    pid = try SpawnedCommand.spawn(
                        command, environment: environment,
                        input: descriptors.input, output: descriptors.output, error: descriptors.error
                    )
                } catch {
                    continuation.resume(throwing: error)
                    return
                }
                continuation.resume(returning: pid)
                var status: Int32 = 0
                while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
                // As Foundation's `Process` reported it: the exit code, or the signal.
                exit.record((status & 0x7f) == 0 ? (status >> 8) & 0xff : status & 0x7f)
            }
        }
    }

    struct TimedOut: Error, CustomStringConvertible {
        let arguments: [String]
        let timeLimit: Duration
        var description: String { "todo-tui \(arguments.joined(separator: " ")) did not exit within \(timeLimit)." }
    }
}
