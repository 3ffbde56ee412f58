import Foundation
import Synchronization

/// A tmux server of one test's own. Its socket lives in a directory of its own
/// (`TMUX_TMPDIR`), so no other test or person talks to it, and `stop` ends the server
/// and what runs in it and removes the directory.
///
/// `kill-server` alone is not a teardown to trust: the server it asks to end may not
/// (a server started with SIGTERM blocked never did), so `stop` watches the processes
/// themselves, known by pid and start time, and reports those that did not end.
///
/// ``TmuxSession`` starts one for itself; a test reaches it through the footprint:
///
/// ```swift
/// let running = TestFootprint.current?.servers.flatMap { $0.runningProcesses() } ?? []
/// ```
public final class TmuxServer: Sendable {
    /// The socket name as `tmux -L` takes it, and so as `ps` shows the server.
    public let name = "terminal-test-\(UUID().uuidString.prefix(8))"
    /// Where the socket, and anything else the test keeps for this server, lives.
    public let directory: TemporaryDirectory

    private struct Started {
        let server: TrackedProcess?
        /// The pane's first process leads a session that whatever runs in the pane joins.
        let paneSession: pid_t
    }

    private let started = Mutex<Started?>(nil)
    /// The process whose end ends the server: the test's.
    private let owner: pid_t

    /// Makes the server's directory and records the server in the running test's
    /// footprint, so that it is stopped once the test ends, however it ends.
    public convenience init() throws {
        try self.init(endingWith: getpid())
    }

    /// A server that also ends by itself once `owner` has ended: a test process that
    /// crashes or is killed never stops its servers, and a pane kept after its program
    /// ends (`remain-on-exit`) would keep one running for ever.
    package init(endingWith owner: pid_t) throws {
        let footprint = try TestFootprint.required(by: "A tmux server")
        directory = try TemporaryDirectory()
        self.owner = owner
        footprint.record(self)
    }

    /// Starts the server with a detached session, `tmux new-session -d arguments…`, and
    /// notes the server's process and the pane's session.
    public func startSession(_ arguments: [String]) async throws {
        let pids = try await run(["new-session", "-d", "-P", "-F", "#{pid} #{pane_pid}"] + arguments)
            .split(whereSeparator: \.isWhitespace).compactMap { pid_t($0) }
        guard pids.count == 2 else { throw TmuxFailed(arguments: ["new-session"] + arguments, output: "no pids in its output") }
        started.withLock { $0 = Started(server: TrackedProcess(pid: pids[0]), paneSession: pids[1]) }
        // A session of its own waits for the owner to end, then ends the server (tmux
        // finds it through the pane's TMUX variable); the test's session stays the one
        // its keys and captures name.
        try await run(["new-session", "-d", "-s", "owner-watch", "tail --pid=\(owner) -f /dev/null; tmux kill-server"])
    }

    /// Runs `tmux arguments…` against this server and returns what it printed.
    @discardableResult
    public func run(_ arguments: [String]) async throws -> String {
        let result = try await SpawnedCommand.run(
            ["tmux", "-L", name, "-f", "/dev/null"] + arguments,
            environment: ["TMUX_TMPDIR": directory.url.path]
        )
        guard result.status == 0 else { throw TmuxFailed(arguments: arguments, output: result.output) }
        return result.output
    }

    /// Asks the server to end (ending the pane's processes with a hang-up), waits up to
    /// `limit` for it and them to be gone, and removes the server's directory.
    ///
    /// - Returns: the server's and the pane's processes that still run.
    public func stop(waitingUpTo limit: Duration) async -> [TrackedProcess] {
        defer { directory.remove() }
        let before = runningProcesses()
        _ = try? await run(["kill-server"])
        let survivors = await before.waitUntilEnded(upTo: limit)
        // Anything the pane started while the server went down.
        let latecomers = runningProcesses().filter { !survivors.contains($0) }
        return survivors + latecomers
    }

    /// The server's process and those in its pane, those of them that run.
    public func runningProcesses() -> [TrackedProcess] {
        guard let started = started.withLock({ $0 }) else { return [] }
        return [started.server].compactMap { $0 }.filter(\.isRunning) + TrackedProcess.members(ofSession: started.paneSession)
    }

    public struct TmuxFailed: Error, CustomStringConvertible {
        public let arguments: [String]
        public let output: String
        public var description: String { "tmux \(arguments.joined(separator: " ")) failed: \(output)" }
    }
}
