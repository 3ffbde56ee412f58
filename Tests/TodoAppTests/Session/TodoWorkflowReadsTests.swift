import Foundation
import Testing
@testable import TodoApp

/// What the session asks to read, from its state alone.
@MainActor
@Suite struct TodoWorkflowReadsTests {
    let todos = TodoSummaries(SampleTodos.make((1...3).map { "Todo \($0)" }).map(TodoSummary.init))
    let criteria = ListCriteria(settings: TodoListSettings(), search: "")

    /// The first rows of a longer list, uncounted, read at mark 5.
    var firstRows: TodoWorkflow.State {
        var state = TodoWorkflow.State(todos: todos, loading: .loaded, outsideChangeMark: 5)
        var window = ListWindow.holding(todos, criteria: criteria)
        (window.storeTotal, window.before, window.reachesEnd, window.everyTodoCount) = (nil, nil, false, 900)
        state.window = window
        return state
    }

    @Test func atLoginOnlyTheListIsRead() {
        let reads = TodoWorkflow.State().reads
        #expect(reads == StoreReads(list: ListRead(reason: .login, criteria: criteria)))
    }

    @Test func onceReadTheStoreIsWatchedFromTheListsMarkAndWhatTheWindowLacksIsCounted() {
        var state = firstRows
        state.pageWanted = .end
        #expect(state.reads == StoreReads(
            page: PageRead(criteria: criteria, edge: .end, edgeRow: todos[2]),
            count: criteria,
            countBefore: RowsBeforeCount(criteria: criteria, first: todos[0]),
            watchedMark: 5
        ))
    }

    @Test func anotherViewIsReadAroundTheSelectionWithTheHeldWindowAndNothingElseMeanwhile() {
        var state = firstRows
        state.selectedID = todos[1].id
        state.pageWanted = .end
        state.organizing.search = ListSearch(text: "milk")
        let reads = state.reads
        #expect(reads.list == ListRead(
            reason: .criteria, criteria: ListCriteria(settings: TodoListSettings(), search: "milk"),
            anchor: todos[1].id, held: state.window, heldMark: 5
        ))
        #expect(reads.page == nil && reads.count == nil && reads.countBefore == nil && reads.watchedMark == nil)
    }

    @Test func aRereadAsksAboutTheTodoInTheEditorAndHomeReadsTheFirstRowsNotAroundTheSelection() {
        var state = firstRows
        state.isReloading = true
        state.step = .edit(Todo(id: todos[1].id, title: "Todo 2", position: 2), isNew: false)
        #expect(state.reads.list?.reason == .reload)
        #expect(state.reads.list?.editedTodo == state.editedTodoID)
        #expect(state.reads.list?.held == nil, "what is held is what changed")

        var jumping = firstRows
        jumping.selectedID = todos[1].id
        jumping.jump = .start
        #expect(jumping.reads.list?.jump == .start)
        #expect(jumping.reads.list?.anchor == nil)
    }

    @Test func theTodoBeingOpenedIsReadWhateverElseIs() {
        var state = TodoWorkflow.State()
        state.step = .opening(todos[0].id)
        #expect(state.reads.todo == todos[0].id)
        #expect(state.reads.list?.reason == .login)
    }
}
