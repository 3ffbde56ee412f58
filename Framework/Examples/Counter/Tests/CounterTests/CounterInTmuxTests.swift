import Foundation
import TerminalTesting
import Testing

/// The framework README's example app, which runs itself with one call to `TerminalApp.run`.
@Suite(.leavesNothingBehind) struct CounterInTmuxTests {
    @Test func theCounterRunsInOneCallAndCtrlCEndsItWithStatus0() async throws {
        let app = try await TmuxSession(command: try Self.counterPath())
        await app.waitFor("Count: 0")
        await app.waitFor("+/↑ more  -/↓ less  ^C quit")
        try await app.type("++-")
        await app.waitFor("Count: 1")
        try await app.press("C-c")
        #expect(await app.waitForExit() == 0)
    }

    /// The `counter` executable, built beside the test executable like todo-tui.
    private static func counterPath() throws -> String {
        let url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("counter")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw CounterNotBuilt(path: url.path)
        }
        return url.path
    }

    private struct CounterNotBuilt: Error, CustomStringConvertible {
        let path: String
        var description: String { "No counter executable at \(path). Run `swift build --build-tests` first." }
    }

    @Test func theReadmeShowsTheCountersWholeMainSwift() throws {
        // This package's folder, and the framework's two folders up.
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let framework = package.deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: framework.appendingPathComponent("README.md"), encoding: .utf8)
        let main = try String(contentsOf: package.appendingPathComponent("Sources/counter/main.swift"), encoding: .utf8)
        #expect(readme.contains("```swift\n" + main + "```\n"), "Framework/README.md shows the counter's main.swift as it is")
    }
}
