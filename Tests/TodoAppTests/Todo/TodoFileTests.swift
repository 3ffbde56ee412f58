import Foundation
import Testing
import TodoApp

/// Reading a file for `import`: every entry checked, all or nothing.
@Suite struct TodoFileTests {
    private func json(_ text: String) throws(TodoFileError) -> [Todo] {
        try TodoFile.todos(in: Data(text.utf8), format: .json)
    }

    private func todoTxt(_ text: String) throws(TodoFileError) -> [Todo] {
        try TodoFile.todos(in: Data(text.utf8), format: .todotxt)
    }

    @Test func titlesAreKeptByTheRuleForTitles() throws {
        #expect(try json(#"[{"title": " Buy\nmilk "}]"#).map(\.title) == ["Buy milk"])
        #expect(try todoTxt("  Buy milk  \nx  Call Bob\n").map(\.title) == ["Buy milk", "Call Bob"])
    }

    @Test func aBlankTitleInJSONIsRefusedNamingItsEntry() {
        #expect(throws: TodoFileError.invalidEntry(entry: "todo 2", problem: "a blank title")) {
            try json(#"[{"title": "fine"}, {"title": "  "}, {"title": "also fine"}]"#)
        }
        #expect(TodoFileError.invalidEntry(entry: "todo 2", problem: "a blank title").description
            == "todo 2 has a blank title")
    }

    @Test func aDoneMarkWithoutATitleIsRefusedNamingItsLine() {
        #expect(throws: TodoFileError.invalidEntry(entry: "line 3", problem: "a blank title")) {
            try todoTxt("Buy milk\n\nx  \n")
        }
    }

    @Test func anIdGivenTwiceIsRefused() {
        let id = UUID().uuidString
        #expect(throws: TodoFileError.invalidEntry(entry: "todo 3", problem: "the same id as todo 1")) {
            try json(#"[{"id": "\#(id)", "title": "a"}, {"title": "b"}, {"id": "\#(id)", "title": "c"}]"#)
        }
    }

    @Test func entriesWithoutIdsAreAllKept() throws {
        #expect(try json(#"[{"title": "a"}, {"title": "a"}]"#).count == 2)
    }
}
