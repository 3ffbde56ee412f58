import Foundation
import SplitScreenContainer
import Testing
import WorkflowTesting
@testable import TodoApp

@MainActor
@Suite struct TodoWorkflowTests {
    let store = InMemoryTodoStore()
    let todos = SampleTodos.make(["Buy milk", "Call Grace"])
    var summaries: TodoSummaries { TodoSummaries(todos.map(TodoSummary.init)) }
    var workflow: TodoWorkflow { TodoWorkflow(name: "Ada", store: store, writer: TodoWriter(store: store)) }
    /// A loaded state as actions leave it: with the shown order worked out.
    var loaded: TodoWorkflow.State {
        var state = TodoWorkflow.State(todos: summaries, loading: .loaded)
        state.window = .holding(state.todos)
        state.refreshOrderIfNeeded()
        return state
    }
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func row(_ index: Int) -> TodoListWorkflow.ListedTodo {
        TodoListWorkflow.ListedTodo(index: index, id: todos[index].id)
    }

    @Test func itLoadsTheUsersTodosWithAWorkerAndShowsThem() {
        workflow
            .renderTester()
            .expectStoreWork(reading: .list(.loaded(summaries, login: nil, outsideChangeMark: nil, window: .holding(summaries)))) { reads in
                #expect(reads.list?.reason == .login)
            }
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderList()) { list in
                #expect(list.loading == .loading)
            }
            .render { item in #expect(split(of: item).focusedPane == .leading) }
            .verifyState { state in
                #expect(state.todos == summaries)
                #expect(state.loading == .loaded)
            }
    }

    @Test func aFailedLoadIsKeptToBeShown() {
        let failure = ReadFailure(reason: "disk on fire", mayPassOnRetry: true)
        workflow
            .renderTester()
            .expectStoreWork(reading: .list(.failed(failure)))
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderList())
            .render()
            .verifyState { #expect($0.loading == .failed(failure)) }
    }

    @Test func aFailedLoadIsReadAgainByItselfAfterAWaitThatGrowsWithEachFailure() {
        let away = ReadFailure(reason: "server away", mayPassOnRetry: true)
        let failed = workflow
            .renderTester()
            .expectStoreWork(reading: .list(.failed(away)))
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderList())
            .render()
            .state
        let retrying = workflow
            .renderTester(initialState: failed)
            .expectStoreWork(reading: .retryLoad, reads: { reads in
                #expect(reads.failedLoads == 1)
                #expect(reads.list == nil, "not before the wait is over")
            })
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderList())
            .render()
            .verifyState { #expect($0.loading == .failed(away), "said until the next read comes") }
            .state
        workflow
            .renderTester(initialState: retrying)
            .expectStoreWork(reading: .list(.failed(away)), reads: { #expect($0.list?.reason == .login) })
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderList())
            .render()
            .verifyState { #expect($0.failedLoads == 2) }
        #expect(LoadRetryWorker.delay(after: 1) == .seconds(1))
        #expect(LoadRetryWorker.delay(after: 3) == .seconds(4))
        #expect(LoadRetryWorker.delay(after: 9) == .seconds(30))
    }

    @Test func selectingATodoReadsItWholeThenOpensTheEditorOnTopOfTheList() {
        let opening = workflow
            .renderTester(initialState: loaded)
            .expectStoreWork()
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderList(), producingOutput: .open(row(1)))
            .render()
        #expect(opening.state.step == .opening(todos[1].id))

        let opened = workflow
            .renderTester(initialState: opening.state)
            .expectStoreWork(reading: .todo(todos[1].id, .loaded(todos[1]))) { reads in
                #expect(reads.todo == todos[1].id)
            }
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderList())
            .render { item in #expect(split(of: item).focusedPane == .leading, "the list keeps the keys while the todo is read") }
        #expect(opened.state.step == .edit(todos[1], isNew: false))

        workflow
            .renderTester(initialState: opened.state)
            .expectStoreWork()
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderList())
            .expectWorkflow(type: TodoEditWorkflow.self, key: todos[1].id.uuidString, producingRendering: placeholderEditor()) { editor in
                #expect(editor.initialTodo == todos[1])
                #expect(!editor.isNew)
            }
            .render { item in #expect(split(of: item).focusedPane == .trailing, "the editor has the keys") }
    }

    @Test func savingFromTheEditorUpdatesTheListAndWritesTheTodo() {
        var edited = todos[0]
        edited.title = "Buy oat milk"
        var editing = loaded
        editing.step = .edit(todos[0], isNew: false)

        let saved = workflow
            .renderTester(initialState: editing)
            .expectStoreWork()
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderList())
            .expectWorkflow(type: TodoEditWorkflow.self, key: todos[0].id.uuidString, producingRendering: placeholderEditor(), producingOutput: .save(edited))
            .render()
            .state
        #expect(saved.step == .list)
        #expect(saved.todos.map(\.title) == ["Buy oat milk", "Call Grace"])
        #expect(saved.revealedTodoID == todos[0].id)
        guard case .edit(let written) = saved.writes.toSubmit.first?.write else {
            Issue.record("Expected an edit, got \(saved.writes.toSubmit)")
            return
        }
        #expect(written.id == todos[0].id)
        #expect(written.title == "Buy oat milk")
        let changes = saved.writes.toSubmit.first?.write.changes
        #expect(changes == TodoChanges(title: "Buy oat milk", note: "", updatedAt: written.updatedAt), "an edit writes title and note only")

        // The change goes to the writer; its outcome comes back.
        workflow
            .renderTester(initialState: saved)
            .expectStoreWork(writing: .todoWritten(ticket: 0, outcome: .written), writes: { writes in
                #expect(writes.todoWrites.map(\.ticket) == [0])
                #expect(writes.draftWrite == DraftWrite(ticket: 1, change: .forget))
            })
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderList())
            .render()
            .verifyState { state in
                #expect(state.writes.isEmpty)
                #expect(state.drafts.lastWrite == DraftWrite(ticket: 1, change: .forget), "a saved edit leaves no draft behind")
            }
    }

    @Test func discardingInTheEditorLeavesTheListAsItWas() {
        var editing = loaded
        editing.step = .edit(todos[0], isNew: false)
        workflow
            .renderTester(initialState: editing)
            .expectStoreWork()
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderList())
            .expectWorkflow(type: TodoEditWorkflow.self, key: todos[0].id.uuidString, producingRendering: placeholderEditor(), producingOutput: .discard)
            .render()
            .verifyState { state in
                #expect(state.todos == loaded.todos)
                #expect(state.step == .list)
                #expect(state.drafts.lastWrite == DraftWrite(ticket: 1, change: .forget), "a discarded edit leaves no draft behind")
            }
    }

    @Test func aNewTodoOpensTheEditorOnAnEmptyTodo() {
        let state = workflow
            .renderTester(initialState: loaded)
            .expectStoreWork()
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderList(), producingOutput: .new)
            .render()
            .state
        guard case .edit(let todo, isNew: true) = state.step else {
            Issue.record("Expected the editor on a new todo, got \(state.step)")
            return
        }
        #expect(todo.title.isEmpty && todo.note.isEmpty && !todo.isDone)
        #expect(!state.todos.contains { $0.id == todo.id }, "it joins the list only when saved")
    }

    @Test func openingTheEditorOnANewTodoMakesUpNoIdNorTime() {
        let opened = TodoWorkflow.Action.tester(withState: loaded).send(action: .list(.new, at: Date(timeIntervalSince1970: 0))).state
        let openedAgain = TodoWorkflow.Action.tester(withState: loaded).send(action: .list(.new, at: Date(timeIntervalSince1970: 0))).state
        #expect(opened == openedAgain, "the same action on the same state gives the same state")
    }

    @Test func aSavedNewTodoIsAppendedToTheListAndCreatedAtTheEnd() {
        var adding = loaded
        adding.step = .edit(.unsaved, isNew: true)
        var typed = Todo.unsaved
        typed.title = "Write tests"
        let newID = UUID()
        TodoWorkflow.Action
            .tester(withState: adding)
            .send(action: .editor(.save(typed), at: now, newID: newID))
            .verifyState { state in
                #expect(state.todos.map(\.title) == ["Buy milk", "Call Grace", "Write tests"])
                guard case .create(let created) = state.writes.toSubmit.first?.write else {
                    Issue.record("Expected a create, got \(state.writes.toSubmit)")
                    return
                }
                #expect(created.id == newID, "the id that came with the save")
                #expect(created.createdAt == now && created.updatedAt == now)
                #expect(TodoSummary(created) == state.todos[2])
                #expect(created.position > todos[1].position, "placed after the list as it is when saved")
            }
    }

    @Test func togglingMarksTheTodoDoneAndWritesIt() {
        TodoWorkflow.Action
            .tester(withState: loaded)
            .send(action: .list(.toggle(row(1)), at: now))
            .verifyState { state in
                #expect(state.todos[1].isDone)
                let changes = state.writes.toSubmit.first?.write.changes
                #expect(changes == TodoChanges(isDone: true, updatedAt: changes?.updatedAt ?? .distantPast), "a toggle writes the done flag only")
            }
    }

    @Test func aRowThatMovedSinceTheListRenderedIsFoundByItsId() {
        var state = loaded
        state.todos.remove(at: 0)
        TodoWorkflow.Action
            .tester(withState: state)
            .send(action: .list(.toggle(row(1)), at: now))
            .verifyState { state in
                #expect(state.todos.map(\.isDone) == [true])
                #expect(state.writes.toSubmit.first?.write.todoID == todos[1].id)
            }
    }

    @Test func deletingRemovesTheTodoAndWritesTheDeletion() {
        TodoWorkflow.Action
            .tester(withState: loaded)
            .send(action: .list(.delete(row(0)), at: now))
            .verifyState { state in
                #expect(state.todos.map(\.title) == ["Call Grace"])
                #expect(state.writes.toSubmit.first?.write == .delete(todos[0].id))
            }
    }

    @Test func aFailedWriteIsShownAndKeptUntilRetried() {
        let failed = TodoWorkflow.Action
            .tester(withState: loaded)
            .send(action: .list(.toggle(row(0)), at: now))
            .send(action: .written(.todoWritten(ticket: 0, outcome: .failed("read-only"))))
            .state
        #expect(failed.writes.failures == ["read-only"])
        #expect(failed.writes.toSubmit.isEmpty)
        #expect(failed.todos[0].isDone, "the change is kept on screen")

        TodoWorkflow.Action
            .tester(withState: failed)
            .send(action: .list(.request(.retryWrites), at: Date(timeIntervalSince1970: 0)))
            .verifyState { state in
                #expect(state.writes.failures.isEmpty)
                #expect(state.writes.toSubmit.map(\.ticket) == [1])
                #expect(state.writes.toSubmit.first?.write.changes?.isDone == true)
            }
    }

    @Test func everyChangeIsSubmittedInTheOrderItWasMade() {
        let state = TodoWorkflow.Action
            .tester(withState: loaded)
            .send(action: .list(.toggle(row(0)), at: now))
            .send(action: .list(.toggle(row(0)), at: now))
            .send(action: .list(.delete(row(1)), at: now))
            .state
        #expect(state.writes.toSubmit.map(\.ticket) == [0, 1, 2])
        #expect(state.writes.toSubmit.map(\.write.changes?.isDone) == [true, false, nil])
        #expect(state.writes.toSubmit[2].write == .delete(todos[1].id))
    }

    @Test func aWrittenChangeDropsOlderFailuresOfTheSameTodo() {
        TodoWorkflow.Action
            .tester(withState: loaded)
            .send(action: .list(.toggle(row(0)), at: now))
            .send(action: .written(.todoWritten(ticket: 0, outcome: .failed("busy"))))
            .send(action: .list(.toggle(row(0)), at: now))
            .send(action: .written(.todoWritten(ticket: 1, outcome: .written)))
            .verifyState { #expect($0.writes.isEmpty, "retrying the old change would undo the newer one") }
    }

    @Test func loggingOutIsPassedUp() {
        workflow
            .renderTester(initialState: loaded)
            .expectStoreWork()
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderList(), producingOutput: .logOut)
            .render()
            .assert(output: .logOut)
    }
}

@MainActor
@Suite struct TodoWorkflowLoadingTests {
    @Test func changesMadeBeforeTheLoadFinishesAreKeptWhenItArrives() {
        let stored = SampleTodos.make(["Stored"])
        let added = Todo(title: "Typed ahead", position: 9)
        TodoWorkflow.Action
            .tester(withState: .init(step: .edit(added, isNew: true)))
            .send(action: .editor(.save(added), at: Date(timeIntervalSince1970: 0), newID: added.id))
            .send(action: .read(.list(.loaded(TodoSummaries(stored.map(TodoSummary.init)), login: nil, outsideChangeMark: nil, window: .holding(TodoSummaries(stored.map(TodoSummary.init)))))))
            .verifyState { state in
                #expect(state.todos.map(\.title) == ["Stored", "Typed ahead"])
                #expect(state.changesWhileLoading.isEmpty)
                #expect(state.todos[1].position > stored[0].position, "it goes after what was stored")
                #expect(state.writes.toSubmit.last?.write.changes?.position == state.todos[1].position, "the new position is written too")
            }
    }
}

/// Opening a todo: the list holds summaries, so the editor's copy is read whole first.
@MainActor
@Suite struct TodoWorkflowOpeningTests {
    let todos = SampleTodos.make(["Buy milk", "Call Grace"])
    var opening: TodoWorkflow.State {
        .init(todos: TodoSummaries(todos.map(TodoSummary.init)), loading: .loaded, step: .opening(todos[0].id))
    }

    @Test func changesNotYetInTheStoreAreShownOverTheStoredTodo() {
        var state = opening
        state.writes.add(.update(todos[0].id, TodoChanges(title: "Buy oat milk", updatedAt: .now)))
        state.writes.finish(ticket: 0, outcome: .failed("read-only"))
        state.writes.add(.update(todos[0].id, TodoChanges(isDone: true, updatedAt: .now)))

        TodoWorkflow.Action
            .tester(withState: state)
            .send(action: .read(.todo(todos[0].id, .loaded(todos[0]))))
            .verifyState { state in
                guard case .edit(let todo, isNew: false) = state.step else {
                    Issue.record("Expected the editor, got \(state.step)")
                    return
                }
                #expect(todo.title == "Buy oat milk", "a failed save is still the user's latest title")
                #expect(todo.isDone, "a change on its way is included")
                #expect(todo.note == todos[0].note)
            }
    }

    @Test func aTodoCreatedButNotYetWrittenOpensFromItsCreation() {
        let typed = Todo(title: "Typed", note: "with a note", position: 3)
        var state = opening
        state.todos.append(TodoSummary(typed))
        state.step = .opening(typed.id)
        state.writes.add(.create(typed))
        state.writes.finish(ticket: 0, outcome: .failed("disk full"))

        TodoWorkflow.Action
            .tester(withState: state)
            .send(action: .read(.todo(typed.id, .loaded(nil))))
            .verifyState { #expect($0.step == .edit(typed, isNew: false)) }
    }

    @Test func aTodoDeletedElsewhereLeavesTheListAndSaysSo() {
        TodoWorkflow.Action
            .tester(withState: opening)
            .send(action: .read(.todo(todos[0].id, .loaded(nil))))
            .verifyState { state in
                #expect(state.step == .list)
                #expect(state.todos.map(\.title) == ["Call Grace"])
                #expect(state.openFailure == "That todo was deleted elsewhere, by another todo-tui.")
            }
    }

    @Test func aFailedReadIsShownAndTheListStays() {
        TodoWorkflow.Action
            .tester(withState: opening)
            .send(action: .read(.todo(todos[0].id, .failed("disk on fire"))))
            .verifyState { state in
                #expect(state.step == .list)
                #expect(state.todos.count == 2)
                #expect(state.openFailure == "Couldn't open the todo: disk on fire")
            }
    }

    @Test func deletingTheTodoBeingOpenedKeepsTheEditorShutEvenIfTheReadPredatesTheDelete() {
        let row = TodoListWorkflow.ListedTodo(index: 0, id: todos[0].id)
        TodoWorkflow.Action
            .tester(withState: opening)
            .send(action: .list(.delete(row), at: Date(timeIntervalSince1970: 0)))
            .verifyState { #expect($0.step == .list, "the open is abandoned") }
            .send(action: .written(.todoWritten(ticket: 0, outcome: .written)))
            // The store was read before the delete reached it.
            .send(action: .read(.todo(todos[0].id, .loaded(todos[0]))))
            .verifyState { state in
                #expect(state.step == .list)
                #expect(state.todos.map(\.title) == ["Call Grace"])
                #expect(state.openFailure == nil, "the user deleted it here; nobody else is to blame")
            }
    }

    @Test func anAnswerForATodoNoLongerBeingOpenedIsIgnored() {
        var state = opening
        state.step = .opening(todos[1].id)
        TodoWorkflow.Action
            .tester(withState: state)
            .send(action: .read(.todo(todos[0].id, .loaded(todos[0]))))
            .verifyState { #expect($0.step == .opening(todos[1].id)) }
    }
}
