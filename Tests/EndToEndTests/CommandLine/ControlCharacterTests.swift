import Foundation
import TerminalTesting
import Testing

/// Control characters never reach the store by `add`, `edit` or `import`, and no export
/// holds one, so `cat`-ing an export cannot run escape sequences in a terminal.
@Suite(.leavesNothingBehind) struct ControlCharacterTests {
    let sandbox: CommandLineSandbox

    init() throws {
        sandbox = try CommandLineSandbox()
    }

    /// The bytes of `data` that a terminal would take as controls: C0 but the line
    /// breaks between todo.txt lines and JSON's layout, DEL, and C1 (as UTF-8).
    private func controls(in data: Data) -> [String] {
        let text = String(decoding: data, as: UTF8.self)
        return text.unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
        }.map { String(format: "U+%04X", $0.value) }
    }

    @Test func anAddedTitleAndNoteLoseTheirEscapeSequencesAndATabBecomesASpace() async throws {
        let id = try await sandbox.succeeding(
            "add", "--user", "Ada", "\u{1B}[31mRed\u{1B}[0m\talert\u{7}", "--note", "line\u{1B}[1m one\u{9B}2J\n\ttwo\u{7F}"
        ).output.trimmingCharacters(in: .whitespacesAndNewlines)
        let json = try await sandbox.succeeding("export", "--user", "Ada").standardOutput
        let todo = try #require((try JSONSerialization.jsonObject(with: json) as? [[String: Any]])?.first)
        #expect(todo["title"] as? String == "Red alert")
        #expect(todo["note"] as? String == "line one\n\ttwo")

        try await sandbox.succeeding("edit", "--user", "Ada", id, "--title", "\u{1B}]0;owned\u{7}Calm\u{0}", "--note", "\u{1B}(Bplain")
        #expect(try await sandbox.succeeding("list", "--user", "Ada").outputLines == ["[ ] Calm"])
        let edited = try await sandbox.succeeding("export", "--user", "Ada").standardOutput
        let again = try #require((try JSONSerialization.jsonObject(with: edited) as? [[String: Any]])?.first)
        #expect(again["note"] as? String == "plain")
    }

    @Test func anImportedFileLosesItsControlsAndNeitherExportHoldsOne() async throws {
        // As JSON writes them (\u001b) and raw in a todo.txt line.
        let json = try sandbox.file("colours.json", containing: #"""
            [{"title": "\u001b[31mred\u001b[0m\u0007", "note": "bell\u0007\u009b31m and\ttab"}]
            """#)
        try await sandbox.succeeding("import", "--user", "Ada", json)
        let todoTxt = try sandbox.file("colours.txt", containing: "\u{1B}[32mgreen\u{1B}[0m\u{8}\tdone\n")
        try await sandbox.succeeding("import", "--user", "Ada", todoTxt)

        #expect(try await sandbox.succeeding("list", "--user", "Ada").outputLines == ["[ ] red", "[ ] green done"])
        for format in ["json", "todotxt"] {
            let exported = try await sandbox.succeeding("export", "--user", "Ada", "--format", format).standardOutput
            #expect(controls(in: exported) == [], "\(format): \(String(decoding: exported, as: UTF8.self))")
        }
        let exported = try await sandbox.succeeding("export", "--user", "Ada").standardOutput
        let notes = (try JSONSerialization.jsonObject(with: exported) as? [[String: Any]])?.map { $0["note"] as? String }
        #expect(notes == ["bell and\ttab", ""])
    }
}
