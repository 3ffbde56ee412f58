import Foundation
import TerminalTesting
import Testing

/// topydo, a todo.txt tool nobody here wrote, reads `export --format todotxt` as todo-tui
/// meant it: both days of a done todo, the creation day of an open one, the due dates,
/// and no due date in a title that only mentions one.
@Suite(.leavesNothingBehind) struct TopydoReadsExportsTests {
    let sandbox: CommandLineSandbox

    init() throws {
        sandbox = try CommandLineSandbox()
    }

    /// Midday, so that the day is the same in any time zone the tests run in. The note has
    /// spaces and a line break: topydo 0.16 listed nothing for a line with `\s` in it, as
    /// exports before 0.3.0 wrote them (it takes a todo's text for a regular expression's
    /// replacement, where `\s` is an error).
    private static let entries = [
        #"{"title": "Pay rent", "priority": "high", "due": "2026-11-27", "note": "Transfer to the landlord\nby Friday", "createdAt": "2026-11-02T12:00:00Z"}"#,
        #"{"title": "Water plants", "priority": "low", "done": true, "createdAt": "2026-11-03T12:00:00Z", "completedAt": "2026-11-20T12:00:00Z", "updatedAt": "2026-11-25T12:00:00Z"}"#,
        #"{"title": "Done plain", "done": true, "createdAt": "2026-11-04T12:00:00Z", "updatedAt": "2026-11-21T12:00:00Z"}"#,
        #"{"title": "Say due:2027-01-01 aloud", "createdAt": "2026-11-05T12:00:00Z"}"#,
        #"{"title": "x marks the spot", "done": true, "createdAt": "2026-11-06T12:00:00Z", "completedAt": "2026-11-22T12:00:00Z"}"#,
    ]

    private func exportedFile() async throws -> String {
        let file = try sandbox.file("todos.json", containing: "[" + Self.entries.joined(separator: ",") + "]")
        try await sandbox.succeeding("import", "--user", "Ada", file)
        let exported = try await sandbox.succeeding("export", "--user", "Ada", "--format", "todotxt").standardOutput
        return try sandbox.file("todo.txt", containing: exported)
    }

    @Test func topydoListsAnExportWithItsDoneTodos() async throws {
        let topydo = try Topydo.locate()
        let file = try await exportedFile()

        let listed = try await topydo.run(["ls", "-x"], on: file, in: sandbox.directory)
        let exported = try String(contentsOfFile: file, encoding: .utf8)
        #expect(listed.status == 0, "topydo ls -x failed on:\n\(exported)\n\(listed.errorOutput)")
        #expect(listed.outputLines.count == Self.entries.count, "\(listed.output)\(listed.errorOutput)")
    }

    @Test func topydoReadsEachTodosDaysPriorityAndDueDate() async throws {
        let topydo = try Topydo.locate()
        let todos = try await topydo.todos(in: try await exportedFile(), directory: sandbox.directory)
        let byText = Dictionary(todos.map { ($0["text"] as? String ?? "", $0) }) { first, _ in first }

        let rent = try #require(byText["Pay rent"], "\(todos)")
        #expect(rent["priority"] as? String == "A")
        #expect(rent["creation_date"] as? String == "2026-11-02")
        #expect(tags(of: rent)["due"] == ["2026-11-27"])

        let plants = try #require(byText["Water plants"], "\(todos)")
        #expect(plants["completed"] as? Bool == true)
        #expect(plants["completion_date"] as? String == "2026-11-20", "the day it was done, not its last change")
        #expect(plants["creation_date"] as? String == "2026-11-03")
        #expect(tags(of: plants)["pri"] == ["C"], "a done todo keeps its priority as todo.txt tools do")

        let plain = try #require(byText["Done plain"], "\(todos)")
        #expect(plain["completion_date"] as? String == "2026-11-21", "a done todo from before completion times: its update day")

        let spot = try #require(byText["x marks the spot"], "\(todos)")
        #expect(spot["completion_date"] as? String == "2026-11-22")
        #expect(spot["creation_date"] as? String == "2026-11-06")
    }

    @Test func aTitleThatMentionsADueDateGivesTopydoNoDueDate() async throws {
        let topydo = try Topydo.locate()
        let todos = try await topydo.todos(in: try await exportedFile(), directory: sandbox.directory)
        let say = try #require(todos.first { ($0["source"] as? String)?.contains("Say") == true }, "\(todos)")
        #expect(tags(of: say)["due"] == nil, "topydo read a due date into \(say["source"] ?? "")")
    }

    @Test func anExportReadBackIntoTodoTuiKeepsTheTitleThatMentionsADueDate() async throws {
        let file = try await exportedFile()
        try await sandbox.succeeding("import", "--user", "Bob", file)
        let bobs = try await sandbox.succeeding("list", "--user", "Bob").outputLines
        #expect(bobs.contains("[ ] Say due:2027-01-01 aloud"), "\(bobs)")
        #expect(bobs.contains("[x] ! Water plants"), "\(bobs)")
    }

    /// topydo's tags, as lists of values by name.
    private func tags(of todo: [String: Any]) -> [String: [String]] {
        var tags: [String: [String]] = [:]
        for pair in todo["tags"] as? [[String]] ?? [] where pair.count == 2 {
            tags[pair[0], default: []].append(pair[1])
        }
        return tags
    }
}
