import Foundation
import Testing
import WorkflowUI
@testable import TodoApp

/// A move of the selection within the rows on screen draws the row it left and the row it
/// reached; anything else the rows are drawn from draws them all.
@Suite struct DrawnListRowsTests {
    private let todos: TodoSummaries = (1...30).map {
        TodoSummary(id: UUID(), title: "Todo \($0)", isDone: false, position: $0)
    }
    private let today = TodoDay(Date(timeIntervalSince1970: 1_800_000_000))
    private let size = Size(width: 40, height: 10)

    private func drawn(
        _ todos: TodoSummaries, order: [Int32]? = nil, query: String? = nil, size: Size? = nil, first: Int = 0,
        selection: Int?
    ) -> DrawnListRows {
        DrawnListRows(
            rows: ShownTodos(todos: todos, order: order), query: query, today: today, size: size ?? self.size,
            firstVisibleIndex: first, selection: selection
        )
    }

    @Test func aMoveOnScreenChangesTheRowItLeftAndTheRowItReached() {
        let before = drawn(todos, selection: 3)
        #expect(drawn(todos, selection: 4).itemsChanged(since: before) == [3, 4])
        #expect(drawn(todos, selection: 2).itemsChanged(since: before) == [2, 3])
        #expect(drawn(todos, selection: 3).itemsChanged(since: before) == [], "nothing moved")
        #expect(drawn(todos, selection: nil).itemsChanged(since: before) == [3], "the selection is no longer marked")
    }

    @Test func aRowOffScreenIsNotDrawn() {
        let before = drawn(todos, first: 10, selection: 12)
        #expect(drawn(todos, first: 10, selection: 25).itemsChanged(since: before) == [12])
    }

    @Test func anythingElseTheRowsComeFromDrawsThemAll() {
        let before = drawn(todos, selection: 3)
        #expect(drawn(todos, selection: 4).itemsChanged(since: nil) == nil, "never drawn")
        let copy = todos
        #expect(drawn(copy, selection: 4).itemsChanged(since: before) == [3, 4], "a copy of the value is the same array")
        #expect(drawn(todos.map { $0 }, selection: 4).itemsChanged(since: before) == nil, "an equal array made apart")
        var edited = todos
        edited[7].title = "Edited"
        #expect(drawn(edited, selection: 4).itemsChanged(since: before) == nil, "other todos")
        #expect(drawn(todos, order: [0, 1, 2], selection: 4).itemsChanged(since: before) == nil, "another order")
        #expect(drawn(todos, query: "todo", selection: 4).itemsChanged(since: before) == nil, "a search")
        #expect(drawn(todos, size: Size(width: 41, height: 10), selection: 4).itemsChanged(since: before) == nil)
        #expect(drawn(todos, first: 1, selection: 4).itemsChanged(since: before) == nil, "scrolled")
    }
}
