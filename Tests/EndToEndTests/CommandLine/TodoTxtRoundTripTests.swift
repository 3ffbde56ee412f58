import Foundation
import TerminalTesting
import Testing

/// todo.txt out of one list and into another keeps every title, done mark, priority,
/// due date and note.
@Suite(.leavesNothingBehind) struct TodoTxtRoundTripTests {
    let sandbox: CommandLineSandbox

    init() throws {
        sandbox = try CommandLineSandbox()
    }

    @Test func titlesThatLookLikeTodoTxtMarkersSurviveARoundTrip() async throws {
        let titles = ["x marks the spot", "(A) call mom", "2024-12-25 party", "x 2024-12-25 both", "plain"]
        let entries = titles.flatMap { title in
            [false, true].map { #"{"title": "\#(title)", "done": \#($0)}"# }
        }
        let file = try sandbox.file("awkward.json", containing: "[" + entries.joined(separator: ",") + "]")
        try await sandbox.succeeding("import", "--user", "Ada", file)

        let exported = try await sandbox.succeeding("export", "--user", "Ada", "--format", "todotxt").output
        try await sandbox.succeeding("import", "--user", "Bob", "-", input: Data(exported.utf8))

        let adas = try await sandbox.succeeding("list", "--user", "Ada").outputLines
        #expect(adas.count == 10)
        #expect(try await sandbox.succeeding("list", "--user", "Bob").outputLines == adas)
    }

    @Test func prioritiesDueDatesAndNotesSurviveARoundTripInBothFormats() async throws {
        let entries = [
            #"{"title": "Pay rent", "priority": "high", "due": "2026-11-27", "note": "to the landlord\nref: 12\\34"}"#,
            #"{"title": "Say due:2026-01-01 note:x aloud", "priority": "medium", "done": true}"#,
            #"{"title": "日本語 😀", "priority": "low", "note": " \t東京　駅 "}"#,
            #"{"title": "(B) x 2024-12-25", "due": "2027-02-28", "done": true}"#,
            #"{"title": "plain"}"#,
        ]
        let file = try sandbox.file("organized.json", containing: "[" + entries.joined(separator: ",") + "]")
        try await sandbox.succeeding("import", "--user", "Ada", file)

        let todoTxt = try await sandbox.succeeding("export", "--user", "Ada", "--format", "todotxt").standardOutput
        try await sandbox.succeeding("import", "--user", "Bob", "-", input: todoTxt)
        let json = try await sandbox.succeeding("export", "--user", "Ada", "--format", "json").standardOutput
        try await sandbox.succeeding("import", "--user", "Carol", "-", input: json)

        let adas = try await fields(of: "Ada")
        #expect(adas.count == 5)
        #expect(adas.first?["note"] == "to the landlord\nref: 12\\34")
        #expect(try await fields(of: "Bob") == adas)
        #expect(try await fields(of: "Carol") == adas)
        #expect(try await sandbox.succeeding("export", "--user", "Bob", "--format", "todotxt").standardOutput == todoTxt)
    }

    /// Each of `user`'s todos as exported to JSON, without what differs from one list to
    /// another (ids and times, which todo.txt keeps to the day).
    private func fields(of user: String) async throws -> [[String: String]] {
        let json = try await sandbox.succeeding("export", "--user", user).standardOutput
        let objects = try #require(try JSONSerialization.jsonObject(with: json) as? [[String: Any]])
        return objects.map { object in
            object.filter { !["id", "createdAt", "updatedAt", "completedAt"].contains($0.key) }.mapValues { "\($0)" }
        }
    }

    @Test func aByteOrderMarkIsNotPartOfTheFirstTitle() async throws {
        let lines = "2026-11-02 Buy milk\nx 2026-11-20 2026-11-02 Call Bob\n"
        let file = try sandbox.file("todo.txt", containing: "\u{FEFF}" + lines)
        try await sandbox.succeeding("import", "--user", "Ada", file)

        // Compared as bytes: JSONSerialization would drop a U+FEFF inside a string.
        let exported = try await sandbox.succeeding("export", "--user", "Ada", "--format", "todotxt").standardOutput
        #expect(exported == Data(lines.utf8))
    }
}
