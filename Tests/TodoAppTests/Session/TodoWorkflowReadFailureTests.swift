import Foundation
import Testing
import WorkflowTesting
@testable import TodoApp

/// A read of the list that failed: what the session shows of it, and when it reads again.
@MainActor
@Suite struct TodoWorkflowReadFailureTests {
    let todos = SampleTodos.make(["Buy milk", "Call Grace"])
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    /// What SQLite said of a search of thousands of words (fuzz seed 42): asked again, it
    /// says the same.
    let tooLarge = ReadFailure(reason: "Could not read the list in /tmp/todos.sqlite: Expression tree is too large.", mayPassOnRetry: false)
    let busy = ReadFailure(reason: "Could not read the list in /tmp/todos.sqlite: another program kept the database busy.", mayPassOnRetry: true)

    var loaded: TodoWorkflow.State {
        var state = TodoWorkflow.State(todos: TodoSummaries(todos.map(TodoSummary.init)), loading: .loaded)
        state.window = .holding(state.todos)
        state.refreshOrderIfNeeded()
        return state
    }

    /// The list, loaded, after "milk" was typed into the search and its read failed.
    private func searchFailed(with failure: ReadFailure) -> TodoWorkflow.State {
        TodoWorkflow.Action.tester(withState: loaded)
            .send(action: .list(.request(.startSearch), at: now))
            .send(action: .list(.request(.searchChanged("milk")), at: now))
            .verifyState { #expect($0.reads.list?.reason == .criteria) }
            .send(action: .read(.list(.failed(failure))))
            .state
    }

    @Test func aViewWhoseReadFailedShowsNoneOfTheRowsReadForAnother() {
        let state = searchFailed(with: tooLarge)
        #expect(state.loading == .failed(tooLarge))
        #expect(state.rows.isEmpty, "both todos, for a search that matches one, were shown as its results")
        #expect(state.todos.count == 2, "kept, for what the next read reuses")
    }

    @Test func aFailureThatWouldComeAgainIsNotWaitedOutToReadTheSameViewAgain() {
        let reads = searchFailed(with: tooLarge).reads
        #expect(reads.failedLoads == nil, "no wait, and no read after it")
        #expect(reads.list == nil)
    }

    @Test func anotherViewAskedForAfterAFailureIsReadAtOnceWithTheWindowHeld() {
        TodoWorkflow.Action.tester(withState: searchFailed(with: tooLarge))
            .send(action: .list(.request(.searchChanged("mil")), at: now))
            .verifyState { state in
                let read = state.reads.list
                #expect(read?.reason == .criteria, "not a login, which would read the settings and drafts again")
                #expect(read?.criteria.search == "mil")
                #expect(read?.held == state.window)
                #expect(state.rows.isReading)
            }
            .send(action: .read(.list(.loaded(TodoSummaries([TodoSummary(todos[0])]), login: nil, outsideChangeMark: nil,
                                              window: .holding(TodoSummaries([TodoSummary(todos[0])]), criteria: ListCriteria(settings: TodoListSettings(), search: "mil"))))))
            .verifyState { state in
                #expect(state.loading == .loaded)
                #expect(state.rows.indices.map { state.rows[$0].title } == ["Buy milk"])
                #expect(state.reads.list == nil)
            }
    }

    @Test func aFailureThatMayPassReadsTheSameViewAgainAfterTheWait() {
        TodoWorkflow.Action.tester(withState: searchFailed(with: busy))
            .verifyState { state in
                #expect(state.reads.failedLoads == 1)
                #expect(state.reads.list == nil, "not before the wait is over")
            }
            .send(action: .read(.retryLoad))
            .verifyState { state in
                #expect(state.reads.list?.reason == .criteria)
                #expect(state.reads.list?.criteria.search == "milk")
                #expect(state.reads.failedLoads == nil, "the wait is over")
                #expect(state.loading == .failed(busy), "said until the read comes")
            }
    }

    /// A first read places the todos made before it after those read; a later one does not
    /// move them, though the read before it failed.
    @Test func aViewReadAfterAFailureMovesNoTodoMadeMeanwhile() {
        let made = Todo(id: UUID(), title: "Fix bike", position: 3, createdAt: now)
        TodoWorkflow.Action.tester(withState: searchFailed(with: busy))
            .send(action: .list(.new, at: now))
            .send(action: .editor(.save(made), at: now, newID: made.id))
            .send(action: .read(.retryLoad))
            .send(action: .read(.list(.loaded(TodoSummaries([TodoSummary(todos[0])]), login: nil, outsideChangeMark: nil,
                                              window: .holding(TodoSummaries([TodoSummary(todos[0])]), criteria: ListCriteria(settings: TodoListSettings(), search: "milk"))))))
            .verifyState { state in
                #expect(state.loading == .loaded)
                let writes = state.writes.toSubmit.map(\.write)
                #expect(writes.count == 1, "no move written after the create: \(writes)")
                #expect(writes.first?.todoID == made.id)
            }
    }
}
