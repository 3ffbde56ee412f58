import Foundation
import Testing
import WorkflowTesting
@testable import TodoApp

/// The session's reads from the store: each in a worker of its own, under a key that
/// says which, with what it brought passed up as it came.
@MainActor
@Suite struct StoreReadsWorkflowTests {
    let store = SharedInMemoryTodoStore()
    let todos = TodoSummaries(SampleTodos.make(["Buy milk", "Call Grace"]).map(TodoSummary.init))
    let criteria = ListCriteria(settings: TodoListSettings(filter: .open, sort: .manual), search: "")

    private func reading(_ reads: StoreReads) -> StoreReadsWorkflow {
        StoreReadsWorkflow(store: store, writer: TodoWriter(store: store), user: "Ada", reads: reads)
    }

    @Test func afterFailedReadsOfTheListAWaitOfItsOwnAsksToReadAgain() {
        reading(StoreReads(failedLoads: 2))
            .renderTester()
            .expectWorker(type: LoadRetryWorker.self, key: "retry-load-2", producingOutput: ()) { worker in
                #expect(worker.attempt == 2)
            }
            .render()
            .assert(output: .retryLoad)
    }

    @Test func aLoginReadsTheListWithWhatOnlyALoginReads() {
        let read = LoadTodosWorker.Output.loaded(todos, login: LoadTodosWorker.Login(settings: TodoListSettings()), outsideChangeMark: 3, window: .holding(todos))
        reading(StoreReads(list: ListRead(reason: .login, criteria: criteria), watchedMark: 2))
            .renderTester()
            .expectWorker(type: LoadTodosWorker.self, key: "load", producingOutput: read) { worker in
                #expect(worker.isLogin)
                #expect(worker.user == "Ada")
            }
            .render()
            .assert(output: .list(read))
    }

    @Test func aRereadAsksAboutTheTodoBeingEditedAndTheStoreIsNotWatchedMeanwhile() {
        let edited = todos[0].id
        let busy = ReadFailure(reason: "busy", mayPassOnRetry: true)
        reading(StoreReads(list: ListRead(reason: .reload, criteria: criteria, editedTodo: edited), watchedMark: 7))
            .renderTester()
            .expectWorker(type: LoadTodosWorker.self, key: "reload", producingOutput: .failed(busy)) { worker in
                #expect(!worker.isLogin)
                #expect(worker.editedTodo == edited)
            }
            .render()
            .assert(output: .list(.failed(busy)))
    }

    @Test func newCriteriaAreReadAroundTheAnchorWithTheHeldWindowsCounts() {
        var held = ListWindow.holding(todos)
        held.everyTodoCount = 2
        let read = ListRead(reason: .criteria, criteria: criteria, anchor: todos[1].id, held: held, heldMark: 4)
        reading(StoreReads(list: read))
            .renderTester()
            .expectWorker(type: LoadTodosWorker.self, key: "criteria") { worker in
                #expect(worker.criteria == criteria)
                #expect(worker.anchor == todos[1].id)
                #expect(worker.held?.window == held)
                #expect(worker.held?.mark == 4)
            }
            .render()
            .assertNoOutput()
    }

    @Test func eachLookForOutsideChangesIsAWorkerOfItsOwnFromTheMarkGiven() {
        let looked = reading(StoreReads(watchedMark: 7))
            .renderTester()
            .expectWorker(type: OutsideChangesWorker.self, key: "outside-changes-0", producingOutput: OutsideChangesWorker.Output(mark: 7)) { worker in
                #expect(worker.mark == 7)
            }
            .render()
            .assert(output: .outsideChange(mark: 7))
            .state
        // The same mark again: a new look, though nothing else differs.
        reading(StoreReads(watchedMark: 7))
            .renderTester(initialState: looked)
            .expectWorker(type: OutsideChangesWorker.self, key: "outside-changes-1")
            .render()
    }

    @Test func aStoreThatCannotTellIsNotWatched() {
        StoreReadsWorkflow(store: InMemoryTodoStore(), writer: TodoWriter(store: InMemoryTodoStore()), user: "Ada", reads: StoreReads(watchedMark: 7))
            .renderTester()
            .render()
            .assertNoOutput()
    }

    @Test func aPageIsReadFromTheRowAtItsEdgeAndAFailureSaysSo() {
        reading(StoreReads(page: PageRead(criteria: criteria, edge: .end, edgeRow: todos[1])))
            .renderTester()
            .expectWorker(type: LoadPageWorker.self, key: "page", producingOutput: .failed("busy")) { worker in
                #expect(worker.edge == .end)
                #expect(worker.cursor == TodoCursor(todos[1], sort: .manual))
            }
            .render()
            .assert(output: .page(criteria, .end, nil))
        reading(StoreReads(page: PageRead(criteria: criteria, edge: .start, edgeRow: nil)))
            .renderTester()
            .expectWorker(type: LoadPageWorker.self, key: "page", producingOutput: .loaded([todos[0]])) { worker in
                #expect(worker.cursor == nil, "from the list's edge")
            }
            .render()
            .assert(output: .page(criteria, .start, [todos[0]]))
    }

    @Test func theCountsTheWindowLacksAreReadForItsCriteria() {
        reading(StoreReads(count: criteria, countBefore: RowsBeforeCount(criteria: criteria, first: todos[1])))
            .renderTester()
            .expectWorker(type: CountTodosWorker.self, key: "count", producingOutput: 42) { #expect($0.criteria == criteria) }
            .expectWorker(type: CountRowsBeforeWorker.self, key: "count-before")
            .render()
            .assert(output: .counted(criteria, 42))
        reading(StoreReads(countBefore: RowsBeforeCount(criteria: criteria, first: todos[1])))
            .renderTester()
            .expectWorker(type: CountRowsBeforeWorker.self, key: "count-before", producingOutput: 9) { #expect($0.first == todos[1]) }
            .render()
            .assert(output: .countedBefore(criteria, todos[1].id, 9))
    }

    @Test func theTodoToEditIsReadWhole() {
        let id = todos[0].id
        reading(StoreReads(todo: id))
            .renderTester()
            .expectWorker(type: LoadTodoWorker.self, key: "open", producingOutput: .failed("disk on fire")) { #expect($0.id == id) }
            .render()
            .assert(output: .todo(id, .failed("disk on fire")))
    }
}
