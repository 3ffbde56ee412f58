import Foundation
import Testing
import WorkflowTesting
@testable import TodoApp

/// The window of a long list grows by pages, which come back with the changes made
/// while they were read.
@MainActor
@Suite struct TodoWorkflowPagingTests {
    let todos = SampleTodos.make((1...6).map { "Todo \($0)" })
    let view = ListView(settings: TodoListSettings(), search: "")
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// The first three of a long list of six, with a page past the end asked for.
    var firstPage: TodoWorkflow.State {
        var state = TodoWorkflow.State(todos: TodoSummaries(todos.prefix(3).map(TodoSummary.init)), loading: .loaded)
        var window = ListWindow.whole
        window.holdsEveryTodo = false
        window.view = view
        (window.before, window.storeTotal, window.readCount, window.reachesStart, window.reachesEnd) = (0, 6, 3, true, false)
        state.window = window
        state.pageWanted = .end
        state.refreshOrderIfNeeded()
        return state
    }

    var lastPage: [TodoSummary] { todos.suffix(3).map(TodoSummary.init) }

    @Test func aPageReadWhileAChangeWasOnItsWayComesBackWithIt() {
        var state = firstPage
        state.record(.update(todos[4].id, TodoChanges(isDone: true, updatedAt: now)))
        TodoWorkflow.Action.tester(withState: state)
            .send(action: .pageLoaded(view, .end, lastPage))
            .verifyState { state in
                #expect(state.todos.map(\.title) == todos.map(\.title))
                #expect(state.todos[4].isDone, "the change not yet written")
                #expect(state.window.reachesEnd, "fewer than a page came")
                #expect(state.pageWanted == nil)
                #expect(state.rows.shownTotal == 6)
            }
    }

    @Test func aPageOfAViewNoLongerShownIsDropped() {
        let other = ListView(settings: TodoListSettings(filter: .open, sort: .manual), search: "")
        TodoWorkflow.Action.tester(withState: firstPage)
            .send(action: .pageLoaded(other, .end, lastPage))
            .verifyState { state in
                #expect(state.todos.count == 3)
                #expect(state.pageWanted == nil, "the next move near the edge asks again")
            }
    }

    @Test func aSelectionNearAnEdgeAsksForThePageOnceAndIsReadAround() {
        var state = firstPage
        state.pageWanted = nil
        TodoWorkflow.Action.tester(withState: state)
            .send(action: .listSelection(todos[2].id, nearEdge: .end))
            .verifyState { state in
                #expect(state.pageWanted == .end)
                #expect(state.selectedID == todos[2].id)
            }
            .send(action: .listSelection(todos[1].id, nearEdge: .start))
            .verifyState { #expect($0.pageWanted == .end, "one page at a time") }
    }
}
