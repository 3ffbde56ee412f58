import Foundation
import TerminalTesting
import Testing

/// A done todo keeps the time it was done in a field of its own, through edits, exports
/// and imports, and todo.txt's dates come back as the days they are.
@Suite(.leavesNothingBehind) struct CompletionDateTests {
    let sandbox: CommandLineSandbox

    init() throws {
        sandbox = try CommandLineSandbox()
    }

    /// `user`'s todos as `export` writes them.
    private func exported(_ user: String) async throws -> [[String: Any]] {
        let json = try await sandbox.succeeding("export", "--user", user).standardOutput
        return try #require(try JSONSerialization.jsonObject(with: json) as? [[String: Any]])
    }

    @Test func anEditAfterDoneKeepsTheTimeItWasDone() async throws {
        let id = try await sandbox.succeeding("add", "--user", "Ada", "File taxes").output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try await exported("Ada").first?["completedAt"] is NSNull, "an open todo has no completion time")

        try await sandbox.succeeding("done", "--user", "Ada", id)
        let done = try #require(try await exported("Ada").first)
        let completedAt = try #require(done["completedAt"] as? String)
        #expect(completedAt == done["updatedAt"] as? String)

        try await sandbox.succeeding("edit", "--user", "Ada", id, "--title", "File taxes (2026)")
        let edited = try #require(try await exported("Ada").first)
        #expect(edited["completedAt"] as? String == completedAt, "the edit kept the completion time")
        #expect(edited["updatedAt"] as? String != completedAt, "the edit moved the update time")

        try await sandbox.succeeding("undone", "--user", "Ada", id)
        #expect(try await exported("Ada").first?["completedAt"] is NSNull)
    }

    @Test func todoTxtDaysComeInAsCreationAndCompletionDaysAndGoOutAgain() async throws {
        let lines = [
            "2026-11-02 created only",
            "x 2026-11-20 Only completion date",
            "x 2026-11-21 2026-11-01 Both days",
            "x Neither day",
            "(B) 2026-10-30 Prioritised",
        ]
        let file = try sandbox.file("todo.txt", containing: lines.joined(separator: "\n") + "\n")
        try await sandbox.succeeding("import", "--user", "Ada", file)

        let todos = try await exported("Ada")
        let day = { (key: String, index: Int) in (todos[index][key] as? String).map { String($0.prefix(10)) } }
        #expect(day("createdAt", 0) == "2026-11-02")
        #expect(todos[0]["completedAt"] is NSNull)
        #expect(day("completedAt", 1) == "2026-11-20", "the one date after x is the day it was done")
        #expect(day("createdAt", 1) == "2026-11-20", "and the day it was made at the latest: not done before it was made")
        #expect(day("completedAt", 2) == "2026-11-21")
        #expect(day("createdAt", 2) == "2026-11-01")
        #expect(todos[3]["completedAt"] is String, "a done todo always has a completion time")

        let again = try await sandbox.succeeding("export", "--user", "Ada", "--format", "todotxt").outputLines
        #expect(again[0] == "2026-11-02 created only")
        #expect(again[1] == "x 2026-11-20 2026-11-20 Only completion date")
        #expect(again[2] == "x 2026-11-21 2026-11-01 Both days")
        #expect(again[4] == "(B) 2026-10-30 Prioritised")
    }

    @Test func aJSONDoneTodoWithoutACompletionTimeWasDoneWhenItWasLastUpdated() async throws {
        let file = try sandbox.file("old.json", containing: #"""
            [{"title": "From 0.x", "done": true, "createdAt": "2026-11-01T12:00:00Z", "updatedAt": "2026-11-05T12:00:00Z"},
             {"title": "Open", "done": false, "completedAt": "2026-11-05T12:00:00Z"}]
            """#)
        try await sandbox.succeeding("import", "--user", "Ada", file)
        let todos = try await exported("Ada")
        #expect(todos[0]["completedAt"] as? String == "2026-11-05T12:00:00.000Z")
        #expect(todos[1]["completedAt"] is NSNull, "an open todo has no completion time, whatever the file says")
    }
}
