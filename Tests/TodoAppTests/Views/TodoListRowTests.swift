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

    @Test func aNarrowRowGivesUpTheNoteMarkAndDueDateRatherThanTheTitle() {
        #expect(drawn(shortTodo, width: 14) == "   [ ] Short …")
    }
}
