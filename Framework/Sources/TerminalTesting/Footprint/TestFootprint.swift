import Foundation
import Synchronization

/// What one test started outside its own process: tmux servers, other processes and
/// temporary directories. The `leavesNothingBehind` trait gives each test a fresh one,
/// tears down what it holds once the test has ended and checks that nothing is left.
///
/// The helpers that start things (``TmuxSession``, ``TemporaryDirectory``, an app's own
/// runner of its binary) record them here, and refuse to start anything outside such a
/// scope: a test that could leak unchecked does not run.
///
/// ```swift
/// let footprint = try TestFootprint.required(by: "A run of the app")
/// let pid = try SpawnedCommand.spawn(command, environment: environment, input: nil, output: 1, error: 2)
/// if let started = TrackedProcess(pid: pid) { footprint.record(started) }
/// ```
public final class TestFootprint: Sendable {
    /// The footprint of the test running in this task, if it has the trait.
    @TaskLocal public static var current: TestFootprint?

    private struct Contents {
        var servers: [TmuxServer] = []
        var processes: [TrackedProcess] = []
        var directories: [URL] = []
    }

    private let contents = Mutex(Contents())

    public init() {}

    public var servers: [TmuxServer] { contents.withLock { $0.servers } }
    public var processes: [TrackedProcess] { contents.withLock { $0.processes } }
    public var directories: [URL] { contents.withLock { $0.directories } }

    public func record(_ server: TmuxServer) { contents.withLock { $0.servers.append(server) } }
    public func record(_ process: TrackedProcess) { contents.withLock { $0.processes.append(process) } }
    public func record(directory: URL) { contents.withLock { $0.directories.append(directory) } }

    /// The footprint of the running test, or an error saying how to get one.
    public static func required(by what: String) throws -> TestFootprint {
        guard let current else { throw NoFootprint(what: what) }
        return current
    }

    public struct NoFootprint: Error, CustomStringConvertible {
        public let what: String
        public var description: String {
            "\(what) must run inside a test with the .leavesNothingBehind trait (on the test or its suite), which removes what it started and checks that nothing is left."
        }
    }
}
