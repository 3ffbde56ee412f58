import Foundation
import Testing
import TodoApp

@Suite struct TodoJSONTests {
    @Test func encodingThenDecodingKeepsEverythingToTheMillisecond() throws {
        let created = Date(timeIntervalSince1970: 1_738_315_800.25)
        let todos = [
            Todo(title: "Buy milk", note: "two\nlines", isDone: true, position: 3, createdAt: created),
            Todo(title: "Pay rent", position: 5, priority: .high, dueDate: TodoDay("2026-11-27"), createdAt: created),
            Todo(title: "Water plants", position: 6, priority: .low, createdAt: created),
            Todo(title: "日本語 😀 \u{0}\u{1B}", position: 4, createdAt: created, updatedAt: created.addingTimeInterval(90)),
        ]
        #expect(try TodoJSON.decode(TodoJSON.encode(todos)) == todos)
    }

    @Test(arguments: [1_738_315_800.892, 1_738_315_800.001, 1_738_315_800.999_9, -0.25, 0])
    func aDateReadBackIsWrittenOutTheSameWay(secondsSince1970: Double) throws {
        let todo = Todo(title: "t", position: 0, createdAt: Date(timeIntervalSince1970: secondsSince1970))
        let once = TodoJSON.encode([todo])
        let twice = TodoJSON.encode(try TodoJSON.decode(once))
        #expect(String(decoding: twice, as: UTF8.self) == String(decoding: once, as: UTF8.self))
    }

    @Test func datesAreWrittenInUTCToTheNearestMillisecond() {
        #expect(TodoJSON.timestamp(for: Date(timeIntervalSince1970: 1_738_315_800.8926)) == "2025-01-31T09:30:00.893Z")
        #expect(TodoJSON.timestamp(for: Date(timeIntervalSince1970: 59.9996)) == "1970-01-01T00:01:00.000Z")
        #expect(TodoJSON.timestamp(for: Date(timeIntervalSince1970: -0.25)) == "1969-12-31T23:59:59.750Z")
    }

    @Test func eachTodoIsAnObjectWithTheDocumentedFields() throws {
        let todo = Todo(title: "Buy milk", position: 7, createdAt: Date(timeIntervalSince1970: 0))
        let data = TodoJSON.encode([todo])
        let objects = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        let object = try #require(objects.first)
        #expect(Set(object.keys) == ["id", "title", "note", "done", "position", "priority", "due", "createdAt", "updatedAt", "completedAt"])
        #expect(object["id"] as? String == todo.id.uuidString)
        #expect(object["done"] as? Bool == false)
        #expect(object["priority"] as? String == "none")
        #expect(object["due"] is NSNull)
        #expect(object["createdAt"] as? String == "1970-01-01T00:00:00.000Z")
        #expect(object["completedAt"] is NSNull)
    }

    @Test func aPriorityIsWrittenByNameAndADueDateAsItsDay() throws {
        let todos = TodoPriority.allCases.map { Todo(title: $0.name, position: 0, priority: $0, dueDate: TodoDay("2026-12-01")) }
        let objects = try #require(try JSONSerialization.jsonObject(with: TodoJSON.encode(todos)) as? [[String: Any]])
        #expect(objects.map { $0["priority"] as? String } == ["none", "low", "medium", "high"])
        #expect(objects.map { $0["due"] as? String } == Array(repeating: "2026-12-01", count: 4))
    }

    @Test func theKeysOfEachObjectAreSorted() {
        let todo = Todo(title: "t", position: 0, priority: .medium, dueDate: TodoDay("2026-12-01"))
        let text = String(decoding: TodoJSON.encode([todo]), as: UTF8.self)
        let keys = text.matches(of: /"(\w+)" :/).map { String($0.output.1) }
        #expect(keys == ["completedAt", "createdAt", "done", "due", "id", "note", "position", "priority", "title", "updatedAt"])
    }

    @Test func anExportFromBeforePrioritiesAndDueDatesReadsAsNoneAndNoDate() throws {
        let older = #"""
            [
              {
                "createdAt" : "2025-01-31T09:30:00.250Z",
                "done" : true,
                "id" : "0B7E4A9C-5D21-4F3A-9E6B-2C8D1F0A7B34",
                "note" : "kept",
                "position" : 0,
                "title" : "Buy milk",
                "updatedAt" : "2025-01-31T09:30:00.250Z"
              }
            ]
            """#
        let todos = try TodoJSON.decode(Data(older.utf8))
        #expect(todos.map(\.priority) == [.none])
        #expect(todos.map(\.dueDate) == [nil])
        #expect(todos.map(\.note) == ["kept"])
        #expect(todos.map(\.isDone) == [true])
    }

    @Test func aNullDueDateIsNoDateAndAPriorityMayBeInAnyCase() throws {
        let todos = try TodoJSON.decode(Data(#"[{"title": "a", "due": null, "priority": "HIGH"}]"#.utf8))
        #expect(todos.map(\.dueDate) == [nil])
        #expect(todos.map(\.priority) == [.high])
    }

    @Test func stringsAreEscapedExactlyAsJSONRequires() throws {
        let everyControl = String(String.UnicodeScalarView((0...0x1F).map { Unicode.Scalar($0)! }))
        let title = "\"quoted\" back\\slash / \(everyControl) \u{7F} \u{2028} 😀 日本"
        let data = TodoJSON.encode([Todo(title: title, note: everyControl, position: 0)])
        let objects = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(objects.first?["title"] as? String == title)
        #expect(objects.first?["note"] as? String == everyControl)
        #expect(String(decoding: data, as: UTF8.self).contains("😀 日本"))
    }

    @Test func anEmptyListIsAnEmptyArray() throws {
        #expect(TodoJSON.encode([]) == Data("[]".utf8))
        #expect(try TodoJSON.decode(TodoJSON.encode([])) == [])
    }

    @Test func writingInPiecesGivesTheSameBytesAsEncoding() {
        let todos = (0..<3).map { Todo(title: "todo \($0)", position: $0) }
        var pieces: [Data] = []
        TodoJSON.write(todos) { pieces.append($0) }
        #expect(pieces.count > 1)
        #expect(pieces.reduce(Data(), +) == TodoJSON.encode(todos))
    }

    @Test func aHandWrittenFileNeedsOnlyTitles() throws {
        let todos = try TodoJSON.decode(Data(#"[{"title": "Buy milk"}, {"title": "Call", "done": true, "createdAt": "2025-01-31T09:30:00Z"}]"#.utf8))
        #expect(todos.map(\.title) == ["Buy milk", "Call"])
        #expect(todos.map(\.isDone) == [false, true])
        #expect(todos[1].createdAt == Date(timeIntervalSince1970: 1_738_315_800))
        #expect(todos[1].updatedAt == todos[1].createdAt)
    }

    @Test func aTodoWithoutATitleIsRejected() {
        #expect(throws: DecodingError.self) {
            try TodoJSON.decode(Data(#"[{"note": "no title"}]"#.utf8))
        }
    }

    @Test func noControlCharacterIsWrittenRawNotEvenDELOrAC1() throws {
        let todo = Todo(title: "a\u{1B}[31m\u{7F}\u{9B}\u{85}\u{A0}é", note: "\u{0}\u{9F}", position: 0, createdAt: Date(timeIntervalSince1970: 0))
        let text = String(decoding: TodoJSON.encode([todo]), as: UTF8.self)
        #expect(!text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }, "\(text)")
        #expect(text.contains("\"title\" : \"a\\u001B[31m\\u007F\\u009B\\u0085\u{A0}é\""), "\(text)")
        #expect(try TodoJSON.decode(TodoJSON.encode([todo])) == [todo], "what is escaped reads back")
    }

    @Test func aDoneTodosCompletionTimeIsWrittenAndReadBack() throws {
        let created = Date(timeIntervalSince1970: 1_738_315_800)
        let done = Todo(
            title: "t", isDone: true, position: 0, createdAt: created, updatedAt: created + 300, completedAt: created + 60
        )
        let text = String(decoding: TodoJSON.encode([done]), as: UTF8.self)
        #expect(text.contains(#""completedAt" : "2025-01-31T09:31:00.000Z""#), "\(text)")
        #expect(try TodoJSON.decode(TodoJSON.encode([done])).first?.completedAt == created + 60)
    }

    @Test func aDoneTodoWithoutACompletionTimeWasDoneWhenItWasLastUpdated() throws {
        let older = #"[{"title": "t", "done": true, "updatedAt": "2025-01-31T09:30:00Z"}, {"title": "u", "completedAt": "2025-01-31T09:30:00Z"}]"#
        let todos = try TodoJSON.decode(Data(older.utf8))
        #expect(todos.map(\.completedAt) == [Date(timeIntervalSince1970: 1_738_315_800), nil])
    }
}
