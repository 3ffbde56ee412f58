import Foundation
import TerminalTesting
import Testing

/// Importing a JSON export a second time, into its own list or another's, adds nothing.
@Suite(.leavesNothingBehind) struct ImportTwiceTests {
    let sandbox: CommandLineSandbox

    init() throws {
        sandbox = try CommandLineSandbox()
    }

    private func adasExport() async throws -> String {
        for title in ["Buy milk", "Call Bob", "Pay rent"] {
            try await sandbox.succeeding("add", "--user", "Ada", title)
        }
        let exported = try await sandbox.succeeding("export", "--user", "Ada").standardOutput
        return try sandbox.file("ada.json", containing: exported)
    }

    @Test func importingAnExportIntoItsOwnListAddsNothing() async throws {
        let file = try await adasExport()
        #expect(try await sandbox.succeeding("import", "--user", "Ada", file).output
            == "Imported 0 todos; 3 were already there.\n")
        #expect(try await sandbox.succeeding("list", "--user", "Ada").outputLines.count == 3)
    }

    @Test func importingAnExportIntoAnotherListTwiceAddsItOnce() async throws {
        let file = try await adasExport()
        #expect(try await sandbox.succeeding("import", "--user", "Bob", file).output == "Imported 3 todos.\n")
        #expect(try await sandbox.succeeding("import", "--user", "Bob", file).output
            == "Imported 0 todos; 3 were already there.\n")
        #expect(try await sandbox.succeeding("list", "--user", "Bob").outputLines
            == ["[ ] Buy milk", "[ ] Call Bob", "[ ] Pay rent"])
    }

    @Test func theSummaryCountsWhatWasAddedAndWhatWasThere() async throws {
        try await sandbox.succeeding("add", "--user", "Ada", "Buy milk")
        let exported = try await sandbox.succeeding("export", "--user", "Ada").output
        let withOneMore = exported.replacingOccurrences(of: "\n]", with: ",\n{\"title\": \"new\"}\n]")
        let file = try sandbox.file("more.json", containing: withOneMore)
        #expect(try await sandbox.succeeding("import", "--user", "Ada", file).output
            == "Imported 1 todo; 1 was already there.\n")
    }
}
