import Foundation
import Testing
import WorkflowTesting
@testable import TodoApp

/// Another program (another todo-tui on the same database) changes the store: the list
/// is read again, and nothing the user did here is lost in the swap.
@MainActor
@Suite struct TodoWorkflowReloadingTests {
    let store = SharedInMemoryTodoStore()
    let todos = SampleTodos.make(["Buy milk", "Call Grace"])
    var workflow: TodoWorkflow { TodoWorkflow(name: "Ada", store: store, writer: TodoWriter(store: store)) }
    /// A loaded state as actions leave it: with the shown order worked out.
    var loaded: TodoWorkflow.State {
        var state = TodoWorkflow.State(todos: TodoSummaries(todos.map(TodoSummary.init)), loading: .loaded, outsideChangeMark: 7)
        state.window = .holding(state.todos)
        state.refreshOrderIfNeeded()
        return state
    }

    @Test func onceLoadedItWatchesTheStoreFromTheMarkTheListWasReadAt() {
        workflow
            .renderTester(initialState: loaded)
            .expectStoreWork(reading: .outsideChange(mark: 8)) { reads in
                #expect(reads.watchedMark == 7)
            }
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderList())
            .render()
            .verifyState { state in
                #expect(state.isReloading)
                #expect(state.reads.list?.reason == .reload, "the list is read again")
                #expect(state.reads.watchedMark == nil, "and not watched meanwhile")
            }
    }

    @Test func anOutsideChangeRereadsTheListWhileTheOldOneStaysUp() {
        var reloading = loaded
        reloading.isReloading = true
        let theirs = Todo(title: "Added elsewhere", position: 3)
        let reread = TodoSummaries((todos + [theirs]).map(TodoSummary.init))

        workflow
            .renderTester(initialState: reloading)
            .expectStoreWork(reading: .list(.loaded(reread, login: nil, outsideChangeMark: 8, window: .holding(reread))))
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderList()) { list in
                #expect(list.rows.todos.count == 2, "the list shown meanwhile is the old one")
                #expect(list.loading == .loaded)
            }
            .render()
            .verifyState { state in
                #expect(state.todos.map(\.title) == ["Buy milk", "Call Grace", "Added elsewhere"])
                #expect(!state.isReloading)
                #expect(state.outsideChangeMark == 8)
            }
    }

    @Test func aStoreThatCannotTellIsNeverWatched() {
        let workflow = TodoWorkflow(name: "Ada", store: InMemoryTodoStore(), writer: TodoWriter(store: InMemoryTodoStore()))
        var state = loaded
        state.outsideChangeMark = nil
        workflow
            .renderTester(initialState: state)
            .expectStoreWork()
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderList())
            .render()
    }

    @Test func aCheckThatFindsNoChangeLooksAgain() {
        TodoWorkflow.Action
            .tester(withState: loaded)
            .send(action: .read(.outsideChange(mark: 7)))
            .verifyState { state in
                #expect(!state.isReloading)
                #expect(state.reads.watchedMark == 7, "it watches on from the same mark")
            }
    }

    @Test func changesMadeHereWhileRereadingAndFailedOnesSurviveTheNewList() {
        var state = loaded
        state.writes.add(.update(todos[0].id, TodoChanges(title: "Buy oat milk", updatedAt: .now)))
        state.writes.finish(ticket: 0, outcome: .failed("disk full"))
        state.isReloading = true

        TodoWorkflow.Action
            .tester(withState: state)
            .send(action: .list(.toggle(TodoListWorkflow.ListedTodo(index: 1, id: todos[1].id)), at: Date(timeIntervalSince1970: 0)))
            .send(action: .read(.list(.loaded(TodoSummaries(todos.map(TodoSummary.init)), login: nil, outsideChangeMark: 8, window: .holding(TodoSummaries(todos.map(TodoSummary.init)))))))
            .verifyState { state in
                #expect(state.todos.map(\.title) == ["Buy oat milk", "Call Grace"], "the failed rename is still shown")
                #expect(state.todos.map(\.isDone) == [false, true], "the toggle made while rereading is kept")
                #expect(state.changesWhileLoading.isEmpty)
            }
    }

    /// A todo created here whose write failed, while the list is being read again.
    private var rereadingWithAFailedCreate: TodoWorkflow.State {
        var state = loaded
        let typed = Todo(title: "Typed here", position: 3)
        state.todos.append(TodoSummary(typed))
        state.writes.add(.create(typed))
        state.writes.finish(ticket: 0, outcome: .failed("disk full"))
        state.isReloading = true
        return state
    }

    @Test func aTodoCreatedHereThatFailedToSaveStaysWhereItWasWithNoNewWrites() {
        let state = rereadingWithAFailedCreate

        TodoWorkflow.Action
            .tester(withState: state)
            .send(action: .read(.list(.loaded(TodoSummaries(todos.map(TodoSummary.init)), login: nil, outsideChangeMark: 8, window: .holding(TodoSummaries(todos.map(TodoSummary.init)))))))
            .verifyState { state in
                #expect(state.todos.map(\.title) == ["Buy milk", "Call Grace", "Typed here"])
                #expect(state.todos[2].position == 3)
                #expect(state.writes.toSubmit.isEmpty, "rereading adds nothing to write: \(state.writes.toSubmit)")
                #expect(state.writes.failures == ["disk full"], "the failure is still shown, to be retried")
            }
    }

    @Test func aChangeRetriedWhileRereadingIsKeptWhenTheReadPredatesIt() {
        let state = rereadingWithAFailedCreate

        TodoWorkflow.Action
            .tester(withState: state)
            .send(action: .list(.request(.retryWrites), at: Date(timeIntervalSince1970: 0)))
            .send(action: .read(.list(.loaded(TodoSummaries(todos.map(TodoSummary.init)), login: nil, outsideChangeMark: 8, window: .holding(TodoSummaries(todos.map(TodoSummary.init)))))))
            .verifyState { #expect($0.todos.map(\.title) == ["Buy milk", "Call Grace", "Typed here"]) }
    }

    @Test func changesFromAFailedRereadAreNotReplayedOverALaterOne() {
        let typed = Todo(title: "Typed here", position: 3)
        var state = loaded
        state.isReloading = true
        state.step = .edit(typed, isNew: true)

        TodoWorkflow.Action
            .tester(withState: state)
            .send(action: .editor(.save(typed), at: Date(timeIntervalSince1970: 0), newID: typed.id))
            .send(action: .written(.todoWritten(ticket: 0, outcome: .written)))
            .send(action: .read(.list(.failed(ReadFailure(reason: "busy", mayPassOnRetry: true)))))
            .send(action: .read(.outsideChange(mark: 9)))
            // Another instance deleted it before this reread.
            .send(action: .read(.list(.loaded(TodoSummaries(todos.map(TodoSummary.init)), login: nil, outsideChangeMark: 9, window: .holding(TodoSummaries(todos.map(TodoSummary.init)))))))
            .verifyState { #expect($0.todos.map(\.title) == ["Buy milk", "Call Grace"], "no phantom row") }
    }

    @Test func anEditSavedAfterAnotherInstanceDeletedTheTodoWritesNothingAndSaysSo() async throws {
        let store = InMemoryTodoStore(["Ada": [todos[0]]])
        try await store.delete(id: todos[0].id, for: "Ada")
        var edited = todos[0]
        edited.note = "typed before it was deleted elsewhere"

        let outcome = await TodoWrite.edit(edited).perform(on: store, for: "Ada")

        #expect(outcome == .todoWasGone)
        #expect(try await store.todos(for: "Ada") == [])
    }

    @Test func anEditThatFoundItsTodoGoneIsKeptAsANewTodoAtTheEndIfTheUserSaysSo() {
        var state = loaded
        state.step = .edit(todos[0], isNew: false)
        var edited = todos[0]
        edited.title = "Buy oat milk"
        edited.note = "the one in the green carton"
        edited.priority = .high
        edited.dueDate = TodoDay("2026-12-01")
        edited.isDone = true
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let newID = UUID()

        TodoWorkflow.Action
            .tester(withState: state)
            .send(action: .editor(.save(edited), at: Date(timeIntervalSince1970: 0), newID: edited.id))
            .send(action: .written(.todoWritten(ticket: 0, outcome: .todoWasGone)))
            .verifyState { #expect($0.orphanedEdit?.title == "Buy oat milk") }
            .send(action: .orphanedEdit(.keep, at: now, newID: newID))
            .verifyState { state in
                #expect(state.orphanedEdit == nil)
                #expect(state.todos.map(\.title) == ["Call Grace", "Buy oat milk"], "the old one is gone, the new one last")
                #expect(state.todos.id(at: 1) == newID, "a new todo, with an id of its own")
                guard case .create(let created)? = state.writes.toSubmit.last?.write else {
                    Issue.record("the new todo is written")
                    return
                }
                var expected = edited
                expected.id = newID
                expected.position = 3
                expected.updatedAt = now
                #expect(created == expected, "every field of the edit is kept: note, priority, due date, done mark, creation time")
            }
    }

    @Test func anEditThatFoundItsTodoGoneCanBeDiscarded() {
        var state = loaded
        state.orphanedEdit = todos[0]
        TodoWorkflow.Action
            .tester(withState: state)
            .send(action: .orphanedEdit(.discard, at: Date(timeIntervalSince1970: 0), newID: UUID()))
            .verifyState { state in
                #expect(state.orphanedEdit == nil)
                #expect(state.todos.map(\.title) == ["Call Grace"])
                #expect(state.writes.toSubmit.isEmpty, "nothing to write: the store has no such todo")
            }
    }

    @Test func aRereadWithoutTheTodoBeingEditedTellsTheEditorItWasDeletedElsewhere() {
        var state = loaded
        state.isReloading = true
        state.step = .edit(todos[0], isNew: false)
        TodoWorkflow.Action
            .tester(withState: state)
            // The reread asked the store for the todo being edited, and it is gone.
            .send(action: .read(.list(.loaded(
                TodoSummaries([TodoSummary(todos[1])]), login: nil, outsideChangeMark: 8,
                window: .holding(TodoSummaries([TodoSummary(todos[1])])), editedTodoIsGone: true
            ))))
            .verifyState { #expect($0.editedTodoIsGone) }
            .send(action: .editor(
                .saveAsNew(Todo(id: todos[0].id, title: "Buy milk", note: "kept", isDone: true, position: 0, priority: .low, dueDate: TodoDay("2026-12-01"))),
                at: Date(timeIntervalSince1970: 0), newID: UUID()
            ))
            .verifyState { state in
                #expect(state.step == .list)
                #expect(state.todos.map(\.title) == ["Call Grace", "Buy milk"])
                #expect(state.todos.last?.priority == .low, "every field of the edit is kept")
                #expect(state.todos.last?.dueDate == TodoDay("2026-12-01"))
                #expect(state.todos.last?.isDone == true)
                #expect(state.todos.last?.id != todos[0].id, "a new todo")
            }
    }

    @Test func aFailedRereadKeepsTheListOnScreen() {
        var state = loaded
        state.isReloading = true
        TodoWorkflow.Action
            .tester(withState: state)
            .send(action: .read(.list(.failed(ReadFailure(reason: "disk on fire", mayPassOnRetry: true)))))
            .verifyState { state in
                #expect(state.loading == .loaded)
                #expect(state.todos.count == 2)
                #expect(!state.isReloading)
            }
    }
}
