import Foundation
import Testing
import WorkflowTesting
@testable import TodoApp

/// The window of a long list grows by pages, which come back with the changes made
/// while they were read.
@MainActor
@Suite struct TodoWorkflowPagingTests {
    let todos = SampleTodos.make((1...6).map { "Todo \($0)" })
    let criteria = ListCriteria(settings: TodoListSettings(), search: "")
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// The first three of a long list of six, with a page past the end asked for.
    var firstPage: TodoWorkflow.State {
        var state = TodoWorkflow.State(todos: TodoSummaries(todos.prefix(3).map(TodoSummary.init)), loading: .loaded)
        var window = ListWindow.unread
        window.criteria = criteria
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
            .send(action: .read(.page(criteria, .end, lastPage)))
            .verifyState { state in
                #expect(state.todos.map(\.title) == todos.map(\.title))
                #expect(state.todos[4].isDone, "the change not yet written")
                #expect(state.window.reachesEnd, "fewer than a page came")
                #expect(state.pageWanted == nil)
                #expect(state.rows.shownTotal == 6)
            }
    }

    @Test func aPageOfAViewNoLongerShownIsDropped() {
        let other = ListCriteria(settings: TodoListSettings(filter: .open, sort: .manual), search: "")
        TodoWorkflow.Action.tester(withState: firstPage)
            .send(action: .read(.page(other, .end, lastPage)))
            .verifyState { state in
                #expect(state.todos.count == 3)
                #expect(state.pageWanted == nil, "the next move near the edge asks again")
            }
    }

    @Test func aSelectionNearAnEdgeAsksForThePageOnceAndIsReadAround() {
        var state = firstPage
        state.pageWanted = nil
        TodoWorkflow.Action.tester(withState: state)
            .send(action: .list(.selectionMoved(todos[2].id, nearEdge: .end), at: Date(timeIntervalSince1970: 0)))
            .verifyState { state in
                #expect(state.pageWanted == .end)
                #expect(state.selectedID == todos[2].id)
            }
            .send(action: .list(.selectionMoved(todos[1].id, nearEdge: .start), at: Date(timeIntervalSince1970: 0)))
            .verifyState { #expect($0.pageWanted == .end, "one page at a time") }
    }
}

/// Scrolling on through a long list lets go of the rows far behind: the window never
/// holds more than ``ListWindow/heldLimit`` rows, and knows where its first row is.
@MainActor
@Suite struct TodoWorkflowWindowLimitTests {
    let criteria = ListCriteria(settings: TodoListSettings(), search: "")
    let pageSize = LoadTodosWorker.windowLimit
    let todos = SampleTodos.make((1...2_000).map { "Todo \($0)" }).map(TodoSummary.init)

    /// The first page of 2,000 todos.
    var firstPage: TodoWorkflow.State {
        var state = TodoWorkflow.State(todos: TodoSummaries(todos.prefix(pageSize)), loading: .loaded)
        var window = ListWindow.unread
        window.criteria = criteria
        (window.before, window.storeTotal, window.readCount, window.reachesStart, window.reachesEnd) = (0, 2_000, pageSize, true, false)
        state.window = window
        state.refreshOrderIfNeeded()
        return state
    }

    @Test func pagesReadPastTheEndLetGoOfTheFirstRowsAndThenTheOtherWay() {
        var state = firstPage
        for page in 1..<8 {
            state.pageWanted = .end
            _ = TodoWorkflow.Action.read(.page(criteria, .end, Array(todos[page * pageSize..<(page + 1) * pageSize]))).apply(toState: &state)
        }
        // 1,600 rows read; the first 600 let go.
        #expect(state.todos.count == ListWindow.heldLimit)
        #expect(state.todos.first?.title == "Todo 601")
        #expect(state.rows.place(ofRow: 0) == 601)
        #expect(state.rows.shownTotal == 2_000)
        #expect(!state.window.reachesStart)
        #expect(state.rows.edge(near: 10) == .start, "the rows let go are read again")
        state.pageWanted = .start
        _ = TodoWorkflow.Action.read(.page(criteria, .start, Array(todos[400..<600]))).apply(toState: &state)
        #expect(state.todos.count == ListWindow.heldLimit)
        #expect(state.todos.first?.title == "Todo 401")
        #expect(state.todos.last?.title == "Todo 1400")
        #expect(!state.window.reachesEnd)
        #expect(state.rows.place(ofRow: 0) == 401)
        #expect(state.rows.shownTotal == 2_000)
    }
}

/// What a window does with rows the list no longer shows, and with a todo put back that
/// may belong outside it.
@MainActor
@Suite struct TodoWorkflowWindowEdgeTests {
    let pageSize = LoadTodosWorker.windowLimit
    let todos = SampleTodos.make((1...2_000).map { "Todo \($0)" }).map(TodoSummary.init)
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    func firstPage(filter: TodoFilter) -> TodoWorkflow.State {
        var state = TodoWorkflow.State(todos: TodoSummaries(todos.prefix(pageSize)), loading: .loaded)
        state.organizing.settings.filter = filter
        var window = ListWindow.unread
        window.criteria = state.organizing.criteria
        (window.before, window.storeTotal, window.readCount, window.reachesStart, window.reachesEnd) = (0, 2_000, pageSize, true, false)
        window.everyTodoCount = 2_000
        state.window = window
        state.refreshOrderIfNeeded()
        return state
    }

    func scrollOn(_ state: inout TodoWorkflow.State, pages: ClosedRange<Int>) {
        for page in pages {
            state.pageWanted = .end
            _ = TodoWorkflow.Action.read(.page(state.window.criteria!, .end, Array(todos[page * pageSize..<(page + 1) * pageSize]))).apply(toState: &state)
        }
    }

    @Test func rowsMarkedDoneUnderOpenAndThenLetGoLeaveThePlacesRight() {
        var state = firstPage(filter: .open)
        for row in 0..<3 {
            _ = TodoWorkflow.Action.list(.toggle(.init(index: 0, id: todos[row].id)), at: now).apply(toState: &state)
        }
        #expect(state.rows.shownTotal == 1_997)
        scrollOn(&state, pages: 1...7)
        #expect(state.todos.first?.title == "Todo 601")
        #expect(state.rows.place(ofRow: 0) == 598, "three open todos fewer before it")
        #expect(state.rows.shownTotal == 1_997)
    }

    @Test func aDeleteUndoneAfterItsRowsWereLetGoReadsTheWindowAroundIt() {
        var state = firstPage(filter: .all)
        _ = TodoWorkflow.Action.list(.delete(.init(index: 4, id: todos[4].id)), at: now).apply(toState: &state)
        scrollOn(&state, pages: 1...7)
        #expect(state.todos.firstIndex(ofID: todos[4].id) == nil)
        _ = TodoWorkflow.Action.list(.request(.undo), at: now).apply(toState: &state)
        #expect(state.isReadingNewCriteria, "read again around the todo put back")
        #expect(state.selectedID == todos[4].id)
    }
}

extension TodoWorkflowWindowEdgeTests {
    @Test func twoTodosAddedToAWindowGetPositionsOneAfterTheOther() {
        var state = firstPage(filter: .all)
        state.window.maxPosition = 2_000
        state.add(Todo(title: "First", position: 0, createdAt: now), at: now)
        // Read again from the start (Home), the window holds neither new todo.
        state.todos = TodoSummaries(todos.prefix(pageSize))
        state.add(Todo(title: "Second", position: 0, createdAt: now), at: now)
        let positions = state.writes.toSubmit.compactMap { _, write -> Int? in
            if case .create(let todo) = write { return todo.position }
            return nil
        }
        #expect(positions == [2_001, 2_002])
    }
}
