import Foundation
import TerminalTesting
import Testing

/// A title holds at most 1,000 characters and a note 100,000, whichever way it comes in;
/// a longer one is refused with the limit, and for `import` the line or entry too.
@Suite(.leavesNothingBehind) struct TextLimitTests {
    let sandbox: CommandLineSandbox

    init() throws {
        sandbox = try CommandLineSandbox()
    }

    @Test func addRefusesATitleOfMoreThanAThousandCharactersAndTakesOneOfAThousand() async throws {
        let result = try await sandbox.run("add", "--user", "Ada", String(repeating: "a", count: 1_001))
        #expect(result.status == 64)
        #expect(result.errorOutput.contains("A title holds at most 1,000 characters"), "\(result.errorOutput)")
        // Characters, not bytes: a thousand of them, three bytes each.
        try await sandbox.succeeding("add", "--user", "Ada", String(repeating: "語", count: 1_000))
    }

    @Test func editRefusesANoteOfMoreThanAHundredThousandCharacters() async throws {
        let id = try await sandbox.succeeding("add", "--user", "Ada", "t").output.trimmingCharacters(in: .whitespacesAndNewlines)
        let result = try await sandbox.run("edit", "--user", "Ada", id, "--note", String(repeating: "n", count: 100_001))
        #expect(result.status == 64)
        #expect(result.errorOutput.contains("A note holds at most 100,000 characters"), "\(result.errorOutput)")
    }

    @Test func aTodoTxtLineWithALongTitleImportsNothingAndNamesTheLineAndTheLimit() async throws {
        let file = try sandbox.file("long.txt", containing: "fine\n" + String(repeating: "word ", count: 1_000) + "\n")
        let result = try await sandbox.run("import", "--user", "Ada", file)
        #expect(result.status == 1)
        #expect(result.errorOutput == "Error: Nothing was imported from \(file): line 2 has a title longer than 1,000 characters, "
            + "the most a title holds.\n")
        #expect(try await sandbox.run("list", "--user", "Ada").outputLines == [])
    }

    /// What took 22 seconds and 580 MB: the line is refused once 4 MiB of it are read.
    @Test func aTodoTxtLineOfMegabytesIsRefusedBeforeItIsRead() async throws {
        let huge = String(repeating: "word ", count: 2_000_000)  // 10 MB on one line
        let file = try sandbox.file("huge.txt", containing: "fine\n" + huge + "\n")
        let result = try await sandbox.run("import", "--user", "Ada", file)
        #expect(result.status == 1)
        #expect(result.errorOutput == "Error: Nothing was imported from \(file): line 2 has more than 4 MiB, more than a line of one "
            + "todo takes: a title holds at most 1,000 characters and a note 100,000.\n")
        #expect(try await sandbox.run("list", "--user", "Ada").outputLines == [])
    }

    @Test func aJSONEntryWithAHugeNoteImportsNothingAndNamesTheEntryAndTheLimit() async throws {
        let note = String(repeating: "n", count: 100_001)
        let file = try sandbox.file("long.json", containing: #"[{"title": "fine"}, {"title": "long", "note": "\#(note)"}]"#)
        let result = try await sandbox.run("import", "--user", "Ada", file)
        #expect(result.status == 1)
        #expect(result.errorOutput == "Error: Nothing was imported from \(file): todo 2 has a note longer than 100,000 characters, "
            + "the most a note holds.\n")
    }
}
