import Foundation
import Testing
import WorkflowUI
@testable import TodoApp

/// A todo's row in the list: the gutter, the done box, the title, and at the right the
/// note mark and the due date where there is room for them.
@MainActor
struct TodoListRowTests {
    private let today = TodoDay("2026-11-23")!

    private func drawn(_ todo: Todo, width: Int) -> String {
        let frame = Frame(size: Size(width: width, height: 1))
        let row = TodoListRow(todo: TodoSummary(todo), isSelected: false, query: nil, today: today)
        row.draw(in: Canvas(frame: frame), theme: .standard, styles: TodoStyles(matching: .standard))
        return (0..<width).map { frame[$0, 0].content }.joined()
    }

    private var shortTodo: Todo {
        Todo(title: "Short one", note: "with a note", position: 0, dueDate: TodoDay("2026-11-24"), createdAt: Date())
    }

    @Test func aWideRowShowsTheTitleTheNoteMarkAndTheDueDate() {
        #expect(drawn(shortTodo, width: 40) == "   [ ] Short one              ≡ tomorrow")
    }

    @Test func aDoneTodoIsNeverOverdueNorDueTodayItsDateIsPlainInTheDoneStyle() {
        let styles = TodoStyles(matching: .standard)
        for (due, shown) in [("2026-11-02", "Nov 2"), ("2026-11-22", "Nov 22"), ("2026-11-23", "Nov 23"), ("2026-11-24", "Nov 24")] {
            let todo = Todo(title: "Filed taxes", isDone: true, position: 0, priority: .high, dueDate: TodoDay(due), createdAt: Date())
            let frame = Frame(size: Size(width: 40, height: 1))
            TodoListRow(todo: TodoSummary(todo), isSelected: false, query: nil, today: today)
                .draw(in: Canvas(frame: frame), theme: .standard, styles: styles)
            let text = (0..<40).map { frame[$0, 0].content }.joined()
            #expect(text.hasPrefix("   [x] !!! Filed taxes") && text.hasSuffix(" " + shown), "\(due): \(text)")
            #expect(frame[39, 0].style == styles.done, "\(due)")
        }
        // Open, the same dates say how urgent they are.
        let open = Todo(title: "Filed taxes", position: 0, dueDate: TodoDay("2026-11-02"), createdAt: Date())
        #expect(drawn(open, width: 40).hasSuffix("overdue: Nov 2"))
    }

    @Test func emojiSequencesInATitleTakeTheColumnsOfTheirPartsAndTheDueDateStaysAtTheEdge() {
        let todo = Todo(title: "👨‍👩‍👧‍👦 trip 👍🏽", position: 0, dueDate: TodoDay("2026-11-24"), createdAt: Date())
        let frame = Frame(size: Size(width: 40, height: 1))
        TodoListRow(todo: TodoSummary(todo), isSelected: false, query: nil, today: today)
            .draw(in: Canvas(frame: frame), theme: .standard, styles: TodoStyles(matching: .standard))
        #expect(frame[7, 0].content == "👨\u{200D}")
        #expect(frame[13, 0].content == "👦")
        #expect(frame[16, 0].content == "t", "after the eight columns of the family and a space")
        #expect(frame[21, 0].content == "👍")
        #expect(frame[23, 0].content == "🏽")
        #expect((32..<40).map { frame[$0, 0].content }.joined() == "tomorrow")
    }

    @Test func aNarrowRowGivesUpTheNoteMarkAndDueDateRatherThanTheTitle() {
        #expect(drawn(shortTodo, width: 14) == "   [ ] Short …")
    }
}
