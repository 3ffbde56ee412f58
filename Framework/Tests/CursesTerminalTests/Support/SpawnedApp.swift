import Foundation
import Glibc
import TerminalTesting

/// A built app (`ready-app`) running on a pseudo-terminal in a process of its
/// own, so that it owns its signals as it does from a shell: SIGTERM, Ctrl-Z and crashes
/// reach it, not the tests. Everything it writes is kept in `transcript`.
///
/// It runs in a process group of its own within this session, so a stop (Ctrl-Z) really
/// stops it: a group whose parent is elsewhere in the session is not orphaned. Whatever
/// happens, `finish()` kills it if it still runs and reaps it, so nothing is left.
@MainActor
final class SpawnedApp {
    let pty: PseudoTerminal
    let pid: pid_t
    /// Every byte the app has written that a wait below has read.
    private(set) var transcript: [UInt8] = []
    private var hasEnded = false

    /// Starts `executable` (beside the test executable) on an 80x24 pseudo-terminal.
    init(executable name: String) throws {
        let path = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw PseudoTerminalError("no \(name) executable at \(path); run `swift build --build-tests` first")
        }
        pty = try PseudoTerminal(width: 80, height: 24)
        pid = try Self.spawn(path, on: pty)
    }

    private static func spawn(_ path: String, on pty: PseudoTerminal) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_adddup2(&actions, pty.secondary, descriptor)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        // The run's mark (see `make test`) goes along; a crash ends at once, without the
        // Swift backtracer's report.
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment["NO_COLOR"] = nil
        let argv = [strdup(path)] + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard status == 0 else { throw PseudoTerminalError("could not start \(path): \(String(cString: strerror(status)))") }
        return pid
    }

    /// Waits until the app has written `text`.
    func waitForOutput(containing text: String) async throws {
        transcript += try await pty.waitForOutput(containing: text)
    }

    /// Reads everything written so far.
    func readOutput() throws {
        transcript += try pty.drainOutput()
    }

    func type(_ text: String) {
        pty.send(text)
    }

    func send(_ signal: Int32) {
        kill(pid, signal)
    }

    /// How a wait for the app ended.
    enum Outcome: Equatable {
        case exited(Int32)
        case killedBy(Int32)
        case stoppedBy(Int32)
    }

    /// Waits up to ten seconds for the app to exit, die or stop, reading its output
    /// meanwhile; nil when it does none of these in time.
    func waitForEnd(orStop: Bool = false, timeout: Duration = .seconds(10)) async throws -> Outcome? {
        var status: Int32 = 0
        let changed = try await eventually(within: timeout, pollingEvery: .milliseconds(5)) {
            if waitpid(pid, &status, WNOHANG | (orStop ? WUNTRACED : 0)) == pid { return true }
            transcript += try pty.drainOutput()
            return false
        }
        guard changed else { return nil }
        try readOutput()
        // The macros Swift does not import: a stop is 0x7F in the low byte with the
        // signal above it; a death has the signal in the low seven bits.
        if status & 0xFF == 0x7F { return .stoppedBy((status >> 8) & 0xFF) }
        hasEnded = true
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .killedBy(signal)
    }

    /// Kills the app if it still runs and reaps it.
    func finish() {
        guard !hasEnded else { return }
        hasEnded = true
        kill(pid, SIGKILL)
        kill(pid, SIGCONT)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    /// The modes the app has switched so far, from its transcript.
    var modes: TerminalModeLedger { TerminalModeLedger(transcript) }
}
