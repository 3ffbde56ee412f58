import Foundation
import TerminalTesting
import Testing

/// The help says how to run each thing as it really runs.
@Suite(.leavesNothingBehind) struct HelpTests {
    let sandbox: CommandLineSandbox

    init() throws {
        sandbox = try CommandLineSandbox()
    }

    @Test func theUsageShowsTheInterfaceStartsWithoutASubcommand() async throws {
        let help = try await sandbox.binary.run(["--help"], home: sandbox.directory.url)
        #expect(help.status == 0)
        #expect(help.output.contains("""
            USAGE: todo-tui [--data-dir <DIR>] [--server <CONNINFO>] [--log-file <FILE>] [--debug-tree] [--mouse] [--user <NAME>]
                   todo-tui [--data-dir <DIR>] [--server <CONNINFO>] [--log-file <FILE>] <subcommand> [<options>]

            """))
    }

    @Test(arguments: ["add", "list", "done", "undone", "edit", "rm", "import", "export"])
    func eachSubcommandsHelpSaysWhereDataDirGoes(subcommand: String) async throws {
        let help = try await sandbox.binary.run([subcommand, "--help"], home: sandbox.directory.url)
        #expect(help.status == 0)
        let flattened = help.output.replacingOccurrences(of: "\n", with: " ")
        #expect(flattened.contains("todo-tui --data-dir DIR \(subcommand) …"), "\(help.output)")
    }

    @Test(arguments: ["setup", "lists", "share", "unshare"])
    func eachServerSubcommandsHelpSaysWhereServerGoes(subcommand: String) async throws {
        let help = try await sandbox.binary.run([subcommand, "--help"], home: sandbox.directory.url)
        #expect(help.status == 0)
        let flattened = help.output.replacingOccurrences(of: "\n", with: " ")
        #expect(flattened.contains("todo-tui --server CONNINFO \(subcommand) …"), "\(help.output)")
        #expect(flattened.contains("$TODO_TUI_SERVER"), "\(help.output)")
    }

    @Test func theUserOptionsHelpSaysItNamesAListOnAServerAnothersWithItsOwner() async throws {
        let help = try await sandbox.binary.run(["list", "--help"], home: sandbox.directory.url)
        let flattened = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flattened.contains("On a server, the name of a list: yours, or another's with its owner (Groceries · ada)."), "\(help.output)")
    }

    @Test func theShareHelpSaysAnOpenNamePromptShowsTheShareOnlyWhenShownAgain() async throws {
        let help = try await sandbox.binary.run(["share", "--help"], home: sandbox.directory.url)
        let flattened = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flattened.contains("at their name prompt the next time it is shown"), "\(help.output)")
        #expect(!flattened.contains("name prompt at once"), "\(help.output)")
    }

    @Test(arguments: ["done", "undone", "edit", "rm"])
    func eachCommandThatTakesAnIdSaysWhichFormsItTakes(subcommand: String) async throws {
        let help = try await sandbox.binary.run([subcommand, "--help"], home: sandbox.directory.url)
        #expect(help.status == 0)
        let flattened = help.output.replacingOccurrences(of: "\n", with: " ")
        #expect(flattened.contains("ID is the id add printed"), "\(help.output)")
        #expect(flattened.contains("or its first 4 or more characters"), "\(help.output)")
        #expect(flattened.contains("[--user <NAME>] <ID>"), "\(help.output)")
    }

    @Test func theListHelpDescribesItsLines() async throws {
        let help = try await sandbox.binary.run(["list", "--help"], home: sandbox.directory.url)
        let flattened = help.output.replacingOccurrences(of: "\n", with: " ")
        #expect(flattened.contains("[ ] !!! Pay rent (due 2026-11-27)"), "\(help.output)")
        #expect(flattened.contains("--open and --done") || flattened.contains("not with --done"), "\(help.output)")
    }
}
