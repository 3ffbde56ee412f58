import Foundation
import Testing
@testable import TodoApp

/// What the list knows of a long list from the window it holds: the place of a row,
/// the total shown, and when to read the page past an edge.
@Suite struct ListWindowTests {
    let summaries = TodoSummaries(SampleTodos.make((1...200).map { "Todo \($0)" }).map(TodoSummary.init))

    /// The 200 rows of a long list of `total` after `before` others.
    func window(before: Int?, total: Int?, reachesStart: Bool = false, reachesEnd: Bool = false) -> ListWindow {
        var window = ListWindow.unread
        window.criteria = ListCriteria(settings: TodoListSettings(), search: "")
        (window.before, window.storeTotal, window.readCount) = (before, total, 200)
        (window.reachesStart, window.reachesEnd) = (reachesStart, reachesEnd)
        return window
    }

    @Test func aRowsPlaceCountsTheTodosBeforeTheWindowAndIsUnknownWithoutThem() {
        #expect(ShownTodos(todos: summaries, order: nil, window: window(before: 1_000, total: 5_000)).place(ofRow: 4) == 1_005)
        #expect(ShownTodos(todos: summaries, order: nil, window: window(before: nil, total: 5_000)).place(ofRow: 4) == nil)
        #expect(ShownTodos(todos: summaries, order: nil, window: .holding(summaries)).place(ofRow: 4) == 5, "a list read whole")
    }

    @Test func theTotalFollowsTheRowsHiddenOrAddedHere() {
        let hidingTwo = Array(0..<198).map(Int32.init)
        #expect(ShownTodos(todos: summaries, order: hidingTwo, window: window(before: 0, total: 5_000)).shownTotal == 4_998)
        #expect(ShownTodos(todos: summaries, order: nil, window: window(before: 0, total: nil)).shownTotal == nil, "not counted yet")
    }

    @Test func aPageIsWantedNearAnEdgeTheWindowDoesNotReach() {
        let middle = ShownTodos(todos: summaries, order: nil, window: window(before: 1_000, total: 5_000))
        #expect(middle.edge(near: 10) == .start)
        #expect(middle.edge(near: 100) == nil)
        #expect(middle.edge(near: 160) == .end)
        let first = ShownTodos(todos: summaries, order: nil, window: window(before: 0, total: 5_000, reachesStart: true))
        #expect(first.edge(near: 10) == nil, "nothing before the first todo")
        #expect(ShownTodos(todos: summaries, order: nil, window: .holding(summaries)).edge(near: 199) == nil, "a list read whole")
    }

    @Test func aShortPageEndsTheListOnItsSide() {
        var window = window(before: 60, total: 5_000)
        window.took(200, of: 200, at: .end, limit: 200)
        #expect(!window.reachesEnd)
        window.took(30, of: 37, at: .end, limit: 200)
        #expect(window.reachesEnd)
        #expect(window.readCount == 430, "only the rows not held already")
        window.took(50, of: 200, at: .start, limit: 200)
        #expect(window.before == 10)
        #expect(!window.reachesStart)
        window.took(10, of: 10, at: .start, limit: 200)
        #expect(window.before == 0)
        #expect(window.reachesStart)
    }
}
