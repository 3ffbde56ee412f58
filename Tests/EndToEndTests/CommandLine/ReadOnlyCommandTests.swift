import Foundation
import TerminalTesting
import Testing

/// `list` and `export` only read: they create no database, and say when there is
/// nothing to read.
@Suite(.leavesNothingBehind) struct ReadOnlyCommandTests {
    let sandbox: CommandLineSandbox

    init() throws {
        sandbox = try CommandLineSandbox()
    }

    static let readingCommands = [
        ["list", "--user", "Ada"], ["list", "--user", "Ada", "--json"],
        ["export", "--user", "Ada"], ["export", "--user", "Ada", "--format", "todotxt"],
    ]

    @Test(arguments: readingCommands)
    func aMistypedDataDirectoryIsRefusedAndNotCreated(arguments: [String]) async throws {
        let typo = sandbox.directory.appending("typo/path").path
        let result = try await sandbox.binary.run(["--data-dir", typo] + arguments, home: sandbox.directory.url)
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.errorOutput == "Error: There is no todo database at \(typo)/todos.sqlite, and none was created. "
            + "Check --data-dir, or add a todo first.\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.directory.appending("typo").path))
    }

    @Test(arguments: readingCommands)
    func anEmptyDataDirectoryIsLeftEmpty(arguments: [String]) async throws {
        let empty = sandbox.directory.appending("empty").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: false)
        let result = try await sandbox.binary.run(["--data-dir", empty] + arguments, home: sandbox.directory.url)
        #expect(result.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: empty) == [])
    }

    @Test func theStandardLocationIsNotCreatedEither() async throws {
        let dataHome = sandbox.directory.appending("xdg").path
        let result = try await sandbox.binary.run(
            ["list", "--user", "Ada"], home: sandbox.directory.url, environment: ["XDG_DATA_HOME": dataHome]
        )
        #expect(result.status == 1)
        #expect(result.errorOutput.contains("There is no todo database at \(dataHome)/todo-tui/todos.sqlite"))
        #expect(!FileManager.default.fileExists(atPath: dataHome))
    }

    @Test func aNameWithNoTodosYetIsToldSoOnStandardError() async throws {
        try await sandbox.succeeding("add", "--user", "Ada", "Buy milk")

        let list = try await sandbox.succeeding("list", "--user", " Carol ")
        #expect(list.output == "")
        #expect(list.errorOutput == "todo-tui: Carol has no todos yet.\n")

        let export = try await sandbox.succeeding("export", "--user", "Carol")
        #expect(export.output == "[]\n")
        #expect(export.errorOutput == "todo-tui: Carol has no todos yet.\n")
    }

    @Test func aKnownNameInAnotherCaseIsNotToldAnything() async throws {
        try await sandbox.succeeding("add", "--user", "Ada", "Buy milk")
        let list = try await sandbox.succeeding("list", "--user", "ADA")
        #expect(list.outputLines == ["[ ] Buy milk"])
        #expect(list.standardError.isEmpty)
    }
}
