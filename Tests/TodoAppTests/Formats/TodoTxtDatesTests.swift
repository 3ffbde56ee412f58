import Foundation
import Testing
@testable import TodoApp

/// The days todo.txt gives a todo, as the format has them: `x`, the completion day and
/// the creation day on a done line; the creation day on an open one. And a done todo's
/// priority, which the format has no place for after `x`, as a `pri:` tag.
@Suite struct TodoTxtDatesTests {
    let utc = TimeZone(identifier: "UTC")!
    let created = Date(timeIntervalSince1970: 1_738_315_800)   // 2025-01-31T09:30:00Z
    let finished = Date(timeIntervalSince1970: 1_738_402_200)  // 2025-02-01T09:30:00Z
    let edited = Date(timeIntervalSince1970: 1_738_575_000)    // 2025-02-03T09:30:00Z

    private func day(_ text: String) -> Date {
        try! Date.ISO8601FormatStyle(timeZone: utc).year().month().day().parse(text)
    }

    @Test func aDoneTodoIsWrittenWithTheDayItWasDoneNotTheDayItWasLastChanged() {
        let todo = Todo(title: "Filed taxes", isDone: true, position: 0, createdAt: created, updatedAt: edited, completedAt: finished)
        #expect(TodoTxt.format([todo], timeZone: utc) == "x 2025-02-01 2025-01-31 Filed taxes\n")
    }

    @Test func anOpenTodoIsWrittenWithTheDayItWasCreated() {
        let todo = Todo(title: "created only", position: 0, priority: .medium, createdAt: created)
        #expect(TodoTxt.format([todo], timeZone: utc) == "(B) 2025-01-31 created only\n")
    }

    @Test func aDoneTodosPriorityIsAPriTagThatReadsBack() throws {
        let todo = Todo(title: "Water plants", isDone: true, position: 0, priority: .low, createdAt: created, completedAt: finished)
        let text = TodoTxt.format([todo], timeZone: utc)
        #expect(text == "x 2025-02-01 2025-01-31 Water plants pri:C\n")
        let line = try #require(TodoTxt.parse(text, timeZone: utc).first)
        #expect(line.priority == .low)
        #expect(line.title == "Water plants")
    }

    @Test func aPriTagIsReadOnADoneLineOnlyAndAfterAPriorityInParenthesesStaysInTheTitle() {
        let lines = TodoTxt.parse("x 2025-02-01 a pri:A\nb pri:A\nx (B) 2025-02-01 c pri:A\nx d pri:a pri:AB\n", timeZone: utc)
        #expect(lines.map(\.priority) == [.high, .none, .medium, .none])
        #expect(lines.map(\.title) == ["a", "b pri:A", "c pri:A", "d pri:a pri:AB"])
    }

    @Test func aSingleDateAfterXIsTheDayTheTodoWasDone() throws {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let todos = try TodoFile.todos(in: Data("x 2026-11-20 Only completion date\n".utf8), format: .todotxt, now: now)
        let todo = try #require(todos.first)
        #expect(todo.completedAt.map { TodoDay($0, in: .current) } == TodoDay("2026-11-20"))
        #expect(todo.createdAt == todo.completedAt, "the line does not say when it was created: no later than it was done")
    }

    @Test func importedDaysBecomeTheTodosTimes() throws {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let text = "2026-11-02 created only\nx 2026-11-21 2026-11-01 Both days\nx Neither day\n"
        let todos = try TodoFile.todos(in: Data(text.utf8), format: .todotxt, now: now)
        let days = todos.map { (TodoDay($0.createdAt, in: .current), $0.completedAt.map { TodoDay($0, in: .current) }) }
        #expect(days.map(\.0) == [TodoDay("2026-11-02"), TodoDay("2026-11-01"), TodoDay(now, in: .current)])
        #expect(days.map(\.1) == [nil, TodoDay("2026-11-21"), TodoDay(now, in: .current)])
    }
}
