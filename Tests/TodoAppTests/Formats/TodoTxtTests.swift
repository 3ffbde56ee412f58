import Foundation
import Testing
import TodoApp

@Suite struct TodoTxtTests {
    @Test func anXAndASpaceMarkADoneTodoAndTheRestIsTheTitle() {
        let lines = TodoTxt.parse("Buy milk\nx Call Bob\nxylophone lessons\nx  two spaces\n")
        #expect(lines == [
            .init(title: "Buy milk", isDone: false, number: 1),
            .init(title: "Call Bob", isDone: true, number: 2),
            .init(title: "xylophone lessons", isDone: false, number: 3),
            .init(title: " two spaces", isDone: true, number: 4),
        ])
    }

    @Test func blankLinesAreIgnoredAndWindowsLineEndingsAccepted() {
        let lines = TodoTxt.parse("\r\none\r\n   \r\n\n\tx two\r\nx three")
        #expect(lines.map(\.title) == ["one", "\tx two", "three"])
        #expect(lines.map(\.number) == [2, 5, 6])
    }

    @Test func formattingWritesOneLinePerTodo() {
        let created = Date(timeIntervalSince1970: 1_738_315_800)  // 2025-01-31T09:30:00Z
        let todos = [
            Todo(title: "Buy milk", position: 0, createdAt: created),
            Todo(title: "Call\nBob", isDone: true, position: 1, createdAt: created),
        ]
        #expect(TodoTxt.format(todos, timeZone: TimeZone(identifier: "UTC")!) == "2025-01-31 Buy milk\nx 2025-01-31 2025-01-31 Call Bob\n")
    }

    @Test func aPriorityADueDateAndANoteAreWrittenAsTodoTxtHasThem() {
        let created = Date(timeIntervalSince1970: 1_738_315_800)  // 2025-01-31T09:30:00Z
        let finished = Date(timeIntervalSince1970: 1_738_402_200)  // 2025-02-01T09:30:00Z
        let todos = [
            Todo(title: "Pay rent", note: "Transfer to the landlord", position: 0, priority: .high, dueDate: TodoDay("2026-11-27"), createdAt: created),
            Todo(title: "Call Bob", position: 1, priority: .medium, createdAt: created),
            Todo(
                title: "Water plants", isDone: true, position: 2, priority: .low, dueDate: TodoDay("2026-12-01"),
                createdAt: created, completedAt: finished
            ),
            Todo(title: "Read", note: "two\nlines", position: 3, createdAt: created),
        ]
        #expect(TodoTxt.format(todos, timeZone: TimeZone(identifier: "UTC")!) == #"""
            (A) 2025-01-31 Pay rent due:2026-11-27 note:Transfer%20to%20the%20landlord
            (B) 2025-01-31 Call Bob
            x 2025-02-01 2025-01-31 Water plants pri:C due:2026-12-01
            2025-01-31 Read note:two%0Alines

            """#)
    }

    @Test func noControlCharacterIsWrittenRawFromATitleOrANoteTheStoreKeptFromBefore() {
        let todos = [
            Todo(title: "\u{1B}[31mred\u{1B}[0m\ttab\u{7}\u{9B}2J", note: "\u{1B}[1mbold\u{7F}\u{85}", position: 0),
            Todo(title: "\u{1B}[0m", isDone: true, position: 1),
        ]
        let text = TodoTxt.format(todos)
        #expect(!text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }, "\(text.debugDescription)")
        let lines = TodoTxt.parse(text)
        #expect(lines.map(\.title) == ["red tab", "\u{FFFD}"], "a title of nothing but controls keeps a mark")
        #expect(lines.first?.note == "\u{1B}[1mbold\u{7F}\u{85}", "a note's controls are written escaped, which import leaves out")
    }

    @Test func formattedLinesParseBackToTheSameTitlesAndFlags() {
        let todos = [Todo(title: "日本語 😀", position: 0), Todo(title: "done", isDone: true, position: 1)]
        #expect(TodoTxt.parse(TodoTxt.format(todos)).map { [$0.title, "\($0.isDone)"] } == todos.map { [$0.title, "\($0.isDone)"] })
    }
}

/// Titles that start like todo.txt's markers come back from a round trip exactly.
@Suite struct TodoTxtRoundTripTests {
    let utc = TimeZone(identifier: "UTC")!
    let created = Date(timeIntervalSince1970: 1_738_315_800)   // 2025-01-31T09:30:00Z
    let finished = Date(timeIntervalSince1970: 1_738_402_200)  // 2025-02-01T09:30:00Z

    static let awkwardTitles = [
        "x marks the spot", "x", "x  two spaces", "X marks", "(A) call mom", "(B)", "(a) lower",
        "2024-12-25 party", "2024-12-25", "2025-02-30 no such day", "9999-99-99 not a date",
        "x 2024-12-25 both", "(A) 2024-12-25 both", "xylophone", "plain",
    ]

    @Test(arguments: awkwardTitles, [false, true])
    func everyTitleSurvivesExportAndImport(title: String, isDone: Bool) {
        let todo = Todo(title: title, isDone: isDone, position: 0, createdAt: created, updatedAt: finished)
        let lines = TodoTxt.parse(TodoTxt.format([todo], timeZone: utc), timeZone: utc)
        #expect(lines.map(\.title) == [title])
        #expect(lines.map(\.isDone) == [isDone])
    }

    @Test func anOpenTitleThatLooksLikeAMarkerIsWrittenAfterItsCreationDay() {
        let todos = ["x marks the spot", "(A) call mom", "2024-12-25 party", "plain"].map {
            Todo(title: $0, position: 0, createdAt: created)
        }
        #expect(TodoTxt.format(todos, timeZone: utc)
            == "2025-01-31 x marks the spot\n2025-01-31 (A) call mom\n2025-01-31 2024-12-25 party\n2025-01-31 plain\n")
    }

    @Test func aFinishedTitleThatStartsWithADateOrAPriorityIsWrittenAfterBothDays() {
        let todos = ["2024-12-25 party", "x marks", "(A) call"].map {
            Todo(title: $0, isDone: true, position: 0, createdAt: created, updatedAt: finished)
        }
        #expect(TodoTxt.format(todos, timeZone: utc)
            == "x 2025-02-01 2025-01-31 2024-12-25 party\nx 2025-02-01 2025-01-31 x marks\nx 2025-02-01 2025-01-31 (A) call\n")
    }

    @Test func aTitleThatIsADateFollowedByTagsIsWrittenAfterTheDays() {
        let todos = [
            Todo(title: "2024-12-25", position: 0, dueDate: TodoDay("2026-01-01"), createdAt: created),
            Todo(title: "2024-12-25", note: "n", isDone: true, position: 0, createdAt: created, updatedAt: finished),
            Todo(title: "x", position: 0, dueDate: TodoDay("2026-01-01"), createdAt: created),
            Todo(title: "(A)", note: "n", position: 0, createdAt: created),
        ]
        let text = TodoTxt.format(todos, timeZone: utc)
        #expect(text == """
            2025-01-31 2024-12-25 due:2026-01-01
            x 2025-02-01 2025-01-31 2024-12-25 note:n
            2025-01-31 x due:2026-01-01
            2025-01-31 (A) note:n

            """)
        #expect(TodoTxt.parse(text, timeZone: utc).map(\.title) == ["2024-12-25", "2024-12-25", "x", "(A)"])
    }

    @Test func datesBeforeTheTitleAreReadAsTheTodosDays() {
        let day = { (text: String) in try! Date.ISO8601FormatStyle().year().month().day().parse(text) }
        let lines = TodoTxt.parse("2025-01-31 Call mom\nx 2025-02-01 2025-01-31 Pay rent\nx 2025-02-01 Done\n", timeZone: utc)
        #expect(lines.map(\.title) == ["Call mom", "Pay rent", "Done"])
        #expect(lines.map(\.creationDate) == [day("2025-01-31"), day("2025-01-31"), nil])
        #expect(lines.map(\.completionDate) == [nil, day("2025-02-01"), day("2025-02-01")])
    }


    @Test func aByteOrderMarkAtTheStartIsNotPartOfTheFirstTitle() {
        #expect(TodoTxt.parse("\u{FEFF}Buy milk\nx Call Bob\n").map(\.title) == ["Buy milk", "Call Bob"])
        #expect(TodoTxt.parse("\u{FEFF}x Call Bob\n").map(\.isDone) == [true])
    }
}
