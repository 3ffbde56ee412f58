import Foundation
import Testing
@testable import TodoApp

@Suite struct TodoSummariesTests {
    private let todos: TodoSummaries = [
        TodoSummary(id: UUID(), title: "Buy milk", isDone: true, position: 1),
        TodoSummary(id: UUID(), title: "Call Grace", isDone: false, position: 3),
        TodoSummary(id: UUID(), title: "Fix bike", isDone: true, position: 3),
        TodoSummary(id: UUID(), title: "Pay rent", isDone: false, position: 7),
    ]

    @Test func aTodoIsFoundByItsId() {
        #expect(todos.firstIndex(ofID: todos[2].id) == 2)
        #expect(todos.id(at: 3) == todos[3].id)
        #expect(todos.firstIndex(ofID: UUID()) == nil)
    }

    @Test func doneTodosAreCountedAndTheHighestPositionIsKnown() {
        #expect(todos.doneCount == 2)
        #expect(todos.maxPosition == 7)
        #expect(TodoSummaries().maxPosition == nil, "an empty list has none")
    }

    @Test func aTodoMovedToAPositionGoesAfterEveryTodoAtIt() {
        #expect(todos.insertionIndex(forPosition: 0) == 0)
        #expect(todos.insertionIndex(forPosition: 3) == 3, "after both todos at 3")
        #expect(todos.insertionIndex(forPosition: 9) == 4)
    }
}
