import Foundation
import TerminalTesting
import Testing

/// `add` and `import` keep titles by one rule: one line, trimmed, not blank.
@Suite(.leavesNothingBehind) struct TitleRuleTests {
    let sandbox: CommandLineSandbox

    init() throws {
        sandbox = try CommandLineSandbox()
    }

    @Test func lineBreaksInAnAddedTitleBecomeSpaces() async throws {
        try await sandbox.succeeding("add", "--user", "Ada", " Buy\nmilk ")
        #expect(try await sandbox.succeeding("list", "--user", "Ada").outputLines == ["[ ] Buy milk"])
        let json = try await sandbox.succeeding("list", "--user", "Ada", "--json").standardOutput
        let objects = try #require(try JSONSerialization.jsonObject(with: json) as? [[String: Any]])
        #expect(objects.first?["title"] as? String == "Buy milk")
    }

    @Test func anImportWithABlankTitleImportsNothingAndNamesTheEntry() async throws {
        try await sandbox.succeeding("add", "--user", "Ada", "kept")
        let file = try sandbox.file("todos.json", containing: #"[{"title": "fine"}, {"title": "  "}]"#)

        let result = try await sandbox.run("import", "--user", "Ada", file)
        #expect(result.status == 1)
        #expect(result.errorOutput == "Error: Nothing was imported from \(file): todo 2 has a blank title.\n")
        #expect(try await sandbox.succeeding("list", "--user", "Ada").outputLines == ["[ ] kept"])
    }

    @Test func importedTitlesFollowTheRuleToo() async throws {
        let file = try sandbox.file("todos.json", containing: #"[{"title": " two\nlines "}]"#)
        try await sandbox.succeeding("import", "--user", "Ada", file)
        #expect(try await sandbox.succeeding("list", "--user", "Ada").outputLines == ["[ ] two lines"])
    }
}
