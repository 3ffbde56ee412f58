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

    @Test func titlesAndNotesLoseTheirControlCharactersInBothFormats() throws {
        let fromJSON = try json(#"[{"title": "\u001b[31mred\u001b[0m\tx\u0007", "note": "a\u001b[1m\r\n\tb\u0000"}]"#)
        #expect(fromJSON.map(\.title) == ["red x"])
        #expect(fromJSON.map(\.note) == ["a\n\tb"])
        let fromTodoTxt = try todoTxt("\u{1B}[32mgreen\u{1B}[0m\u{8} note:a\\u{1B}[1mb\n")
        #expect(fromTodoTxt.map(\.title) == ["green"])
        #expect(fromTodoTxt.map(\.note) == ["ab"])
    }

    @Test func aTitleOrANoteOverItsLimitIsRefusedNamingTheEntryAndTheLimit() {
        let title = String(repeating: "t", count: 1_001)
        #expect(throws: TodoFileError.invalidEntry(entry: "line 2", problem: "a title longer than 1,000 characters, the most a title holds")) {
            try todoTxt("fine\n\(title)\n")
        }
        let note = String(repeating: "n", count: 100_001)
        #expect(throws: TodoFileError.invalidEntry(entry: "todo 1", problem: "a note longer than 100,000 characters, the most a note holds")) {
            try json(#"[{"title": "t", "note": "\#(note)"}]"#)
        }
    }

    @Test func aTodoTxtLineOfMoreThanFourMebibytesIsRefusedBeforeItIsRead() {
        let line = String(repeating: "x", count: (4 << 20) + 1)
        #expect(throws: TodoFileError.self) { try todoTxt("fine\n" + line + "\n") }
        #expect(throws: TodoFileError.invalidEntry(entry: "line 1", problem: TodoFile.longLine)) { try todoTxt(line) }
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

/// What `import` says about JSON that is broken or of the wrong shape.
@Suite struct TodoFileJSONMistakeTests {
    private func mistake(in text: String) -> TodoFileError? {
        do {
            _ = try TodoFile.todos(in: Data(text.utf8), format: .json)
            return nil
        } catch {
            return error
        }
    }

    @Test func brokenJSONIsRefusedWithWhereItBreaks() {
        #expect(mistake(in: "[\n  {\"title\": \"a\"}\n  {\"title\": \"b\"}\n]")
            == .brokenJSON(line: 3, column: 3, reason: "expected , or ] but found '{'"))
        #expect(TodoFileError.brokenJSON(line: 3, column: 3, reason: "expected , or ] but found '{'").description
            == "it is not valid JSON: at line 3, column 3, expected , or ] but found '{'")
    }

    @Test(arguments: [
        (#"{"title": "a"}"#, #"the top level should be an array of todos, [{"title": …}, …]"#),
        (#"["a"]"#, #"todo 1 should be an object such as {"title": …}"#),
        (#"[{"title": "a"}, {"note": "b"}]"#, #"todo 2 has no "title""#),
        (#"[{"title": 3}]"#, #"todo 1, "title" should be text in quotes"#),
        (#"[{"title": "a", "done": "yes"}]"#, #"todo 1, "done" should be true or false"#),
        (#"[{"title": "a", "position": 1.5}]"#, #"todo 1, "position" should be a whole number"#),
        (#"[{"title": null}]"#, #"todo 1, "title" should be text in quotes, not null"#),
        (#"[{"title": "a", "id": "nope"}]"#, #"todo 1, "id" should be a UUID such as "0B7E4A9C-5D21-4F3A-9E6B-2C8D1F0A7B34""#),
        (#"[{"title": "a", "createdAt": "soon"}]"#, #"todo 1, "createdAt": Expected an ISO 8601 date such as 2025-01-31T09:30:00Z, found "soon""#),
        (#"[{"title": "a", "priority": "urgent"}]"#, #"todo 1, "priority": Expected "high", "medium", "low" or "none", found "urgent""#),
        (#"[{"title": "a"}, {"title": "b", "priority": 3}]"#, #"todo 2, "priority": Expected "high", "medium", "low" or "none""#),
        (#"[{"title": "a", "due": "tomorrow"}]"#, #"todo 1, "due": Expected a day such as "2026-12-01" or null, found "tomorrow""#),
        (#"[{"title": "a", "due": "2026-02-30"}]"#, #"todo 1, "due": Expected a day such as "2026-12-01" or null, found "2026-02-30""#),
        (#"[{"title": "a", "due": 20261201}]"#, #"todo 1, "due": Expected a day such as "2026-12-01" or null"#),
    ])
    func jsonOfTheWrongShapeSaysWhereAndWhatIsExpected(text: String, detail: String) {
        #expect(mistake(in: text) == .notTodos(detail: detail))
    }
}
