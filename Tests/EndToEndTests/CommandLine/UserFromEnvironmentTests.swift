import Foundation
import TerminalTesting
import Testing

/// `TODO_TUI_USER` names the user of every subcommand that is given no `--user`; `--user`
/// wins over it, and may also come before the subcommand's name.
@Suite(.leavesNothingBehind) struct UserFromEnvironmentTests {
    let sandbox: CommandLineSandbox

    init() throws {
        sandbox = try CommandLineSandbox()
    }

    private func run(_ arguments: String..., user: String?) async throws -> ProcessResult {
        try await sandbox.binary.run(
            ["--data-dir", sandbox.dataDirectory] + arguments, home: sandbox.directory.url,
            environment: user.map { ["TODO_TUI_USER": $0] } ?? [:]
        )
    }

    @Test func todoTUIUserIsTheUserOfEverySubcommand() async throws {
        let added = try await run("add", "Buy milk", user: "Ada")
        #expect(added.status == 0, "\(added.errorOutput)")
        let id = String(added.output.prefix(8))
        #expect(try await run("done", id, user: "ada").status == 0)
        #expect(try await run("list", user: "Ada").outputLines == ["[x] Buy milk"])
        #expect(try await run("export", "--format", "todotxt", user: "Ada").output.contains("Buy milk"))
        #expect(try await sandbox.succeeding("list", "--user", "Ada").outputLines == ["[x] Buy milk"])
    }

    @Test func userWinsOverTheEnvironmentWhereverItIs() async throws {
        #expect(try await run("add", "--user", "Grace", "Call Bob", user: "Ada").status == 0)
        #expect(try await run("--user", "Grace", "add", "Water plants", user: "Ada").status == 0)
        #expect(try await sandbox.succeeding("list", "--user", "Grace").outputLines == ["[ ] Call Bob", "[ ] Water plants"])
        #expect(try await run("list", user: "Ada").errorOutput == "todo-tui: Ada has no todos yet.\n")
    }

    @Test(arguments: [nil, "", "  "])
    func withoutAUserASubcommandSaysWhatToGiveAndCreatesNothing(environment: String?) async throws {
        let result = try await run("add", "Buy milk", user: environment)
        #expect(result.status == 64)
        #expect(result.errorOutput.hasPrefix("Error: Whose list? Give --user NAME, set TODO_TUI_USER, or set user in the config file.\n"), "\(result.errorOutput)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.dataDirectory))
    }

    @Test func aBlankUserIsRefused() async throws {
        let result = try await run("list", "--user", " ", user: "Ada")
        #expect(result.status == 64)
        #expect(result.errorOutput.hasPrefix("Error: --user needs a name that is not blank."), "\(result.errorOutput)")
    }
}
