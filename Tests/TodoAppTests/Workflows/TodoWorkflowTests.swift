import Foundation
import Testing
import WorkflowTesting
@testable import TodoApp

@MainActor
@Suite struct TodoWorkflowTests {
    let store = InMemoryTodoStore()
    let todos = SampleTodos.make(["Buy milk", "Call Grace"])
    var workflow: TodoWorkflow { TodoWorkflow(name: "Ada", store: store, writer: TodoWriter(store: store)) }
    var loaded: TodoWorkflow.State { .init(todos: ChunkedArray(todos), loading: .loaded) }

    @Test func itLoadsTheUsersTodosWithAWorkerAndShowsThem() {
        workflow
            .renderTester()
            .expectWorker(type: LoadTodosWorker.self, key: "load", producingOutput: .loaded(ChunkedArray(todos))) { worker in
                #expect(worker.user == "Ada")
            }
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderItem("list")) { list in
                #expect(list.loading == .loading)
            }
            .render { items in #expect(items.map(\.key) == [AnyHashable("list")]) }
            .assert(state: loaded)
    }

    @Test func aFailedLoadIsKeptToBeShown() {
        workflow
            .renderTester()
            .expectWorker(type: LoadTodosWorker.self, key: "load", producingOutput: .failed("disk on fire"))
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderItem("list"))
            .render()
            .verifyState { #expect($0.loading == .failed("disk on fire")) }
    }

    @Test func selectingATodoOpensTheEditorOnTopOfTheList() {
        let opened = workflow
            .renderTester(initialState: loaded)
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderItem("list"), producingOutput: .open(todos[1]))
            .render()
        #expect(opened.state.step == .edit(todos[1], isNew: false))

        workflow
            .renderTester(initialState: opened.state)
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderItem("list"))
            .expectWorkflow(type: TodoEditWorkflow.self, key: todos[1].id.uuidString, producingRendering: placeholderItem("edit")) { editor in
                #expect(editor.initialTodo == todos[1])
                #expect(!editor.isNew)
            }
            .render { items in #expect(items.map(\.key) == [AnyHashable("list"), AnyHashable("edit")]) }
    }

    @Test func savingFromTheEditorUpdatesTheListAndWritesTheTodo() {
        var edited = todos[0]
        edited.title = "Buy oat milk"
        var editing = loaded
        editing.step = .edit(todos[0], isNew: false)

        let saved = workflow
            .renderTester(initialState: editing)
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderItem("list"))
            .expectWorkflow(type: TodoEditWorkflow.self, key: todos[0].id.uuidString, producingRendering: placeholderItem("edit"), producingOutput: .save(edited))
            .render()
            .state
        #expect(saved.step == .list)
        #expect(saved.todos.map(\.title) == ["Buy oat milk", "Call Grace"])
        #expect(saved.revealedTodoID == todos[0].id)
        #expect(saved.writes.toSubmit.map(\.write.todo.title) == ["Buy oat milk"])
        #expect(saved.writes.toSubmit.first?.write == .update(saved.todos[0], [.title, .note]), "an edit writes title and note only")

        // The change goes to the writer from a side effect; its outcome comes back as an action.
        workflow
            .renderTester(initialState: saved)
            .expectSideEffect(key: "write-0", producingAction: TodoWorkflow.Action.writeFinished(ticket: 0, outcome: .written))
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderItem("list"))
            .render()
            .verifyState { #expect($0.writes.isEmpty) }
    }

    @Test func discardingInTheEditorLeavesTheListAsItWas() {
        var editing = loaded
        editing.step = .edit(todos[0], isNew: false)
        workflow
            .renderTester(initialState: editing)
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderItem("list"))
            .expectWorkflow(type: TodoEditWorkflow.self, key: todos[0].id.uuidString, producingRendering: placeholderItem("edit"), producingOutput: .discard)
            .render()
            .assert(state: loaded)
    }

    @Test func aNewTodoOpensTheEditorOnAnEmptyTodoAtTheEnd() {
        let state = workflow
            .renderTester(initialState: loaded)
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderItem("list"), producingOutput: .new)
            .render()
            .state
        guard case .edit(let todo, isNew: true) = state.step else {
            Issue.record("Expected the editor on a new todo, got \(state.step)")
            return
        }
        #expect(todo.title.isEmpty)
        #expect(todo.position > todos.map(\.position).max()!)
    }

    @Test func aSavedNewTodoIsAppendedToTheListAndCreated() {
        TodoWorkflow.Action
            .tester(withState: loaded)
            .send(action: .editorSaved(Todo(title: "Write tests", position: 3)))
            .verifyState { state in
                #expect(state.todos.map(\.title) == ["Buy milk", "Call Grace", "Write tests"])
                #expect(state.writes.toSubmit.first?.write == .create(state.todos[2]))
            }
    }

    @Test func togglingMarksTheTodoDoneAndWritesIt() {
        TodoWorkflow.Action
            .tester(withState: loaded)
            .send(action: .toggle(todos[1].id))
            .verifyState { state in
                #expect(state.todos[1].isDone)
                #expect(state.writes.toSubmit.first?.write == .update(state.todos[1], .isDone), "a toggle writes the done flag only")
            }
    }

    @Test func deletingRemovesTheTodoAndWritesTheDeletion() {
        TodoWorkflow.Action
            .tester(withState: loaded)
            .send(action: .delete(todos[0].id))
            .verifyState { state in
                #expect(state.todos.map(\.title) == ["Call Grace"])
                #expect(state.writes.toSubmit.first?.write == .delete(todos[0]))
            }
    }

    @Test func aFailedWriteIsShownAndKeptUntilRetried() {
        let failed = TodoWorkflow.Action
            .tester(withState: loaded)
            .send(action: .toggle(todos[0].id))
            .send(action: .writeFinished(ticket: 0, outcome: .failed("read-only")))
            .state
        #expect(failed.writes.failures == ["read-only"])
        #expect(failed.writes.toSubmit.isEmpty)
        #expect(failed.todos[0].isDone, "the change is kept on screen")

        TodoWorkflow.Action
            .tester(withState: failed)
            .send(action: .retryWrites)
            .verifyState { state in
                #expect(state.writes.failures.isEmpty)
                #expect(state.writes.toSubmit.map(\.ticket) == [1])
                #expect(state.writes.toSubmit.first?.write.todo.isDone == true)
            }
    }

    @Test func everyChangeIsSubmittedInTheOrderItWasMade() {
        let state = TodoWorkflow.Action
            .tester(withState: loaded)
            .send(action: .toggle(todos[0].id))
            .send(action: .toggle(todos[0].id))
            .send(action: .delete(todos[1].id))
            .state
        #expect(state.writes.toSubmit.map(\.ticket) == [0, 1, 2])
        #expect(state.writes.toSubmit.map(\.write.todo.isDone) == [true, false, false])
        #expect(state.writes.toSubmit[2].write == .delete(todos[1]))
    }

    @Test func aWrittenChangeDropsOlderFailuresOfTheSameTodo() {
        TodoWorkflow.Action
            .tester(withState: loaded)
            .send(action: .toggle(todos[0].id))
            .send(action: .writeFinished(ticket: 0, outcome: .failed("busy")))
            .send(action: .toggle(todos[0].id))
            .send(action: .writeFinished(ticket: 1, outcome: .written))
            .verifyState { #expect($0.writes.isEmpty, "retrying the old change would undo the newer one") }
    }

    @Test func loggingOutIsPassedUp() {
        workflow
            .renderTester(initialState: loaded)
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderItem("list"), producingOutput: .logOut)
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
            .tester(withState: .init())
            .send(action: .editorSaved(added))
            .send(action: .loaded(ChunkedArray(stored)))
            .verifyState { state in
                #expect(state.todos.map(\.title) == ["Stored", "Typed ahead"])
                #expect(state.changesWhileLoading.isEmpty)
                #expect(state.todos[1].position > stored[0].position, "it goes after what was stored")
                #expect(state.writes.toSubmit.last?.write.todo.position == state.todos[1].position, "the new position is written too")
            }
    }
}
