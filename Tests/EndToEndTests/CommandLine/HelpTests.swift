import Foundation
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
            USAGE: todo-tui [--data-dir <DIR>] [--log-file <FILE>] [--debug-tree]
                   todo-tui [--data-dir <DIR>] [--log-file <FILE>] <subcommand> [<options>]

            """))
    }

    @Test(arguments: ["add", "list", "import", "export"])
    func eachSubcommandsHelpSaysWhereDataDirGoes(subcommand: String) async throws {
        let help = try await sandbox.binary.run([subcommand, "--help"], home: sandbox.directory.url)
        #expect(help.status == 0)
        let flattened = help.output.replacingOccurrences(of: "\n", with: " ")
        #expect(flattened.contains("todo-tui --data-dir DIR \(subcommand) …"), "\(help.output)")
    }
}
