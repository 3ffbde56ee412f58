import Foundation
import Synchronization
import TerminalTesting
import Testing

/// The `.leavesNothingBehind` trait, run by hand around a test body of each kind: one
/// that ends, one that throws, one that starts what a hang-up does not end.
@Suite(.leavesNothingBehind) struct LeavesNothingBehindTests {
    /// What a test body ran inside the trait, seen from outside it once it is over.
    private final class Seen: Sendable {
        let processes = Mutex<[TrackedProcess]>([])
        let directories = Mutex<[URL]>([])

        /// Notes what the running body's footprint holds right now.
        func noteFootprint() {
            guard let footprint = TestFootprint.current else { return }
            processes.withLock { $0 += footprint.servers.flatMap { $0.runningProcesses() } + footprint.processes }
            directories.withLock { $0 += footprint.directories }
        }

        var running: [TrackedProcess] { processes.withLock { $0 }.filter(\.isRunning) }
        var leftDirectories: [URL] { directories.withLock { $0 }.filter { FileManager.default.fileExists(atPath: $0.path) } }
    }

    struct TestBodyFailed: Error {}

    /// Runs `body` as a test with the trait would run, as part of the current test.
    private func withTrait(
        _ trait: LeavesNothingBehind = .leavesNothingBehind,
        _ body: @Sendable @escaping () async throws -> Void
    ) async throws {
        let test = try #require(Test.current)
        try await trait.provideScope(for: test, testCase: Test.Case.current, performing: body)
    }

    /// Starts todo-tui in tmux and waits for its first screen.
    private static func startApp(seen: Seen) async throws -> TmuxSession {
        let binary = try TodoTUIBinary.locate()
        let home = try TemporaryDirectory()
        let app = try await TmuxSession(command: "HOME=\(home.url.path) \(binary.url.path) --data-dir \(home.appending("data").path)")
        await app.waitFor("What's your name?")
        #expect(try await app.programPID() != nil)
        seen.noteFootprint()
        return app
    }

    @Test func theTmuxServerTheAppAndTheirDirectoriesAreGoneOnceATestEnds() async throws {
        let seen = Seen()
        try await withTrait {
            _ = try await Self.startApp(seen: seen)
        }
        #expect(seen.processes.withLock { $0.count } >= 3, "the server, the pane's shell and the app")
        #expect(seen.running == [])
        #expect(seen.leftDirectories == [])
    }

    @Test func aTestThatThrowsStillHasItsTmuxServerAndAppEnded() async throws {
        let seen = Seen()
        await #expect(throws: TestBodyFailed.self) {
            try await withTrait {
                let app = try await Self.startApp(seen: seen)
                try await app.type("Ada")
                throw TestBodyFailed()
            }
        }
        #expect(seen.processes.withLock { $0.count } >= 3)
        #expect(seen.running == [])
        #expect(seen.leftDirectories == [])
    }

    @Test func aProcessThatOutlivesTheTestIsNamedInAnIssueAndKilled() async throws {
        let seen = Seen()
        // A program that ignores the hang-up its pane's end sends it.
        let stubborn = "trap '' HUP; exec sleep 3600"
        try await withKnownIssue {
            try await withTrait(LeavesNothingBehind(stopLimit: .seconds(1))) {
                let session = try await TmuxSession(command: stubborn)
                await session.waitUntil("sleep runs in the pane") { _ in
                    TestFootprint.current?.servers.flatMap { $0.runningProcesses() }.contains { $0.description.hasSuffix("sleep 3600") } == true
                }
                seen.noteFootprint()
            }
        } matching: { issue in
            let comments = issue.comments.map(\.rawValue).joined()
            return comments.contains("Still running after the test") && comments.contains("sleep 3600")
        }
        #expect(seen.processes.withLock { $0.count } >= 2, "the server and sleep")
        #expect(seen.running == [])
    }
}
