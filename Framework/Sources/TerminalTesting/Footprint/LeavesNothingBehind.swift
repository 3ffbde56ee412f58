import Foundation
import Testing

/// Runs each test in a fresh `TestFootprint` and, once the test has ended (passed,
/// failed or thrown), stops every tmux server it started, then checks that no process
/// it started still runs and no temporary directory it made is left. Anything left is
/// named in a recorded issue, then killed, so that a failing run leaves nothing either.
///
/// ```swift
/// @Suite(.leavesNothingBehind) struct InteractiveAppTests { … }
/// ```
public struct LeavesNothingBehind: TestTrait, SuiteTrait, TestScoping {
    /// How long a stopped tmux server, and what ran in it, may take to end.
    public var stopLimit: Duration

    public init(stopLimit: Duration = .seconds(10)) {
        self.stopLimit = stopLimit
    }

    /// Each test in a suite gets its own footprint and its own check.
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let footprint = TestFootprint()
        var thrown: (any Error)?
        do {
            try await TestFootprint.$current.withValue(footprint) { try await function() }
        } catch {
            thrown = error
        }
        await tearDown(footprint)
        Self.checkLeftDirectories(of: footprint)
        if let thrown { throw thrown }
    }

    /// Stops the test's tmux servers, then records an issue naming every process the
    /// test started that still runs, and kills those.
    private func tearDown(_ footprint: TestFootprint) async {
        var survivors: [TrackedProcess] = []
        for server in footprint.servers {
            survivors += await server.stop(waitingUpTo: stopLimit)
        }
        survivors += await footprint.processes.waitUntilEnded(upTo: stopLimit)
        guard !survivors.isEmpty else { return }

        Issue.record("Still running after the test, so killed now:\n\(survivors.map(\.description).joined(separator: "\n"))")
        survivors.forEach { $0.send(SIGKILL) }
        let unkillable = await survivors.waitUntilEnded(upTo: stopLimit)
        if !unkillable.isEmpty {
            Issue.record("Still running even after SIGKILL:\n\(unkillable.map(\.description).joined(separator: "\n"))")
        }
    }

    /// Records an issue naming every temporary directory the test made that is still
    /// there. They go when the suite value holding them does, which is before this runs.
    private static func checkLeftDirectories(of footprint: TestFootprint) {
        let left = footprint.directories.filter { FileManager.default.fileExists(atPath: $0.path) }
        guard !left.isEmpty else { return }
        Issue.record("Temporary directories left after the test:\n\(left.map(\.path).joined(separator: "\n"))")
        left.forEach { try? FileManager.default.removeItem(at: $0) }
    }
}

extension Trait where Self == LeavesNothingBehind {
    /// Checks that a test leaves no process, tmux server or temporary directory behind.
    public static var leavesNothingBehind: Self { LeavesNothingBehind() }
}
