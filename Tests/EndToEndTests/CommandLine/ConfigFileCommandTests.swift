import Foundation
import TerminalTesting
import Testing

/// The subcommands read the config file as the interface does: its `user` is the list
/// they work on unless `--user` or `TODO_TUI_USER` names another, and a file with a
/// mistake stops them before they do anything.
@Suite(.leavesNothingBehind) struct ConfigFileCommandTests {
    let sandbox: CommandLineSandbox

    init() throws {
        sandbox = try CommandLineSandbox()
    }

    @Test func theFilesUserIsTheListEverySubcommandWorksOn() async throws {
        let config = try sandbox.file("config.toml", containing: "user = \"Ada\"\n")
        let added = try await sandbox.run("--config", config, "add", "Buy milk")
        #expect(added.status == 0, "\(added.errorOutput)")
        #expect(try await sandbox.run("--config", config, "done", String(added.output.prefix(8))).status == 0)
        #expect(try await sandbox.run("--config", config, "list").outputLines == ["[x] Buy milk"])
        #expect(try await sandbox.succeeding("list", "--user", "Ada").outputLines == ["[x] Buy milk"])
        let grace = try await sandbox.run("--config", config, "list", environment: ["TODO_TUI_USER": "Grace"])
        #expect(grace.errorOutput == "todo-tui: Grace has no todos yet.\n", "the environment wins over the file")
    }

    @Test func aFileWithAMistakeStopsASubcommandWithItsLineAndColumnAndCreatesNothing() async throws {
        let config = try sandbox.file("config.toml", containing: "user = \"Ada\"\nsever = \"dbname=todos\"\n")
        let result = try await sandbox.run("--config", config, "add", "Buy milk")
        #expect(result.status == 1)
        #expect(result.errorOutput.contains("config.toml:2:1: \"sever\" is not a setting; did you mean \"server\"?"), "\(result.errorOutput)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.dataDirectory))
    }
}
