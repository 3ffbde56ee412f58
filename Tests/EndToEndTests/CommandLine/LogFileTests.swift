import Foundation
import TerminalTesting
import Testing

/// A log file that cannot be opened stops a command only when it was asked for on
/// the command line.
@Suite(.leavesNothingBehind) struct LogFileTests {
    let sandbox: CommandLineSandbox

    init() throws {
        sandbox = try CommandLineSandbox()
    }

    @Test func aBrokenLogPathInTheEnvironmentIsWarnedAboutOnceAndTheCommandRuns() async throws {
        try await sandbox.succeeding("add", "--user", "Ada", "Buy milk")
        let broken = sandbox.directory.appending("no/such/dir/todo-tui.log").path
        let result = try await sandbox.run("list", "--user", "Ada", environment: ["TODO_TUI_LOG": broken])
        #expect(result.status == 0)
        #expect(result.outputLines == ["[ ] Buy milk"])
        #expect(result.errorOutput == "todo-tui: not logging: could not open \(broken), "
            + "the log file TODO_TUI_LOG names: No such file or directory.\n")
    }

    @Test func aBrokenLogFileOnTheCommandLineIsAnError() async throws {
        let broken = sandbox.directory.appending("no/such/dir/todo-tui.log").path
        let result = try await sandbox.binary.run(
            ["--data-dir", sandbox.dataDirectory, "--log-file", broken, "add", "--user", "Ada", "Buy milk"],
            home: sandbox.directory.url
        )
        #expect(result.status == 1)
        #expect(result.errorOutput.hasPrefix("Error: Could not open the log file \(broken): No such file or directory."))
        #expect(!FileManager.default.fileExists(atPath: sandbox.dataDirectory))
    }
}
