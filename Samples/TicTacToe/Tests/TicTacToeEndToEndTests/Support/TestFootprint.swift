import Foundation
import Synchronization

/// What one test started outside its own process: tmux servers, other processes and
/// temporary directories. The `leavesNothingBehind` trait gives each test a fresh one,
/// tears down what it holds once the test has ended and checks that nothing is left.
///
/// The helpers that start things (`TmuxSession`, `TemporaryDirectory`) record them
/// here, and refuse to start anything outside such a scope: a test that could leak
/// unchecked does not run.
///
/// These helpers are copies of the framework package's own end-to-end support
/// (Tests/EndToEndTests there): a package cannot import another package's tests, and
/// a sample should show what an app's tests need, in the app.
final class TestFootprint: Sendable {
    @TaskLocal static var current: TestFootprint?

    private struct Contents {
        var servers: [TmuxServer] = []
        var processes: [TrackedProcess] = []
        var directories: [URL] = []
    }

    private let contents = Mutex(Contents())

    var servers: [TmuxServer] { contents.withLock { $0.servers } }
    var processes: [TrackedProcess] { contents.withLock { $0.processes } }
    var directories: [URL] { contents.withLock { $0.directories } }

    func record(_ server: TmuxServer) { contents.withLock { $0.servers.append(server) } }
    func record(_ process: TrackedProcess) { contents.withLock { $0.processes.append(process) } }
    func record(directory: URL) { contents.withLock { $0.directories.append(directory) } }

    /// The footprint of the running test, or an error saying how to get one.
    static func required(by what: String) throws -> TestFootprint {
        guard let current else { throw NoFootprint(what: what) }
        return current
    }

    struct NoFootprint: Error, CustomStringConvertible {
        let what: String
        var description: String {
            "\(what) must run inside a test with the .leavesNothingBehind trait (on the test or its suite), which removes what it started and checks that nothing is left."
        }
    }
}
