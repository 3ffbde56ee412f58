import Foundation
import TerminalTesting
import Testing
@testable import TodoApp

/// Another's change reaching a list kept in step with a server, as its store tells it:
/// what the header says, and what `u` does about it.
@MainActor
@Suite struct SyncConflictFlowTests {
    /// What grace's change to Milk's done mark says, made over what this machine shows.
    private func graceMarks(_ milk: Todo, done: Bool, in store: SharedInMemoryTodoStore) async throws {
        var theirs = milk
        theirs.isDone = done
        let change = OutsideChange(
            actor: "grace", kind: .changed([.done]), title: milk.title, isDone: done, todoID: milk.id,
            before: TodoChanges(isDone: milk.isDone, completedAt: .some(milk.completedAt), updatedAt: milk.updatedAt),
            after: TodoChanges(isDone: done, updatedAt: .now)
        )
        try await store.tell(change, saving: theirs, for: "Groceries")
        store.signal?.fire()
    }

    @Test func anothersChangeToAFieldChangedHereCanBeTakenBackWithU() async throws {
        let store = SharedInMemoryTodoStore(["Groceries": SampleTodos.make(["Milk", "Bread"])], signal: ManualChangeSignal())
        let pilot = AppPilot(store: store)
        await pilot.logIn("Groceries")
        pilot.terminal.press(.character(" "))
        await pilot.waitUntil { $0.lines[1] == " › [x] Milk" }
        #expect(await eventually { try! await store.todos(for: "Groceries").first?.isDone == true })
        let milk = try #require(try await store.todos(for: "Groceries").first)

        try await graceMarks(milk, done: false, in: store)
        await pilot.waitFor("grace marked 'Milk' not done · u undo")
        await pilot.waitUntil { $0.lines[1] == " › [ ] Milk" }
        pilot.terminal.press(.character("u"))
        await pilot.waitUntil { $0.lines[1] == " › [x] Milk" }
        await pilot.waitFor("Undid: grace's change to 'Milk'")
        #expect(await eventually { try! await store.todos(for: "Groceries").first?.isDone == true }, "yours, sent as a change of its own")
    }

    @Test func anothersChangeToWhatWasNotChangedHereIsOnlyTold() async throws {
        let store = SharedInMemoryTodoStore(["Groceries": SampleTodos.make(["Milk", "Bread"])], signal: ManualChangeSignal())
        let pilot = AppPilot(store: store)
        await pilot.logIn("Groceries")
        let milk = try #require(try await store.todos(for: "Groceries").first)

        try await graceMarks(milk, done: true, in: store)
        await pilot.waitFor("Groceries · grace marked 'Milk' done")
        await pilot.waitUntil { $0.lines[1] == " › [x] Milk" }
        pilot.terminal.press(.character("u"))
        await pilot.waitFor("Nothing to undo.")
        expectScreen(pilot.terminal, pilot.lines[1] == " › [x] Milk", "grace's change stays")
    }

    @Test func aTodoSomeoneDeletedWhileItWasChangedHereIsKeptAsANewTodoWithU() async throws {
        let store = SharedInMemoryTodoStore(["Groceries": SampleTodos.make(["Milk", "Bread"])], signal: ManualChangeSignal())
        let pilot = AppPilot(store: store)
        await pilot.logIn("Groceries")
        var yours = try #require(try await store.todos(for: "Groceries").first)
        yours.title = "Oat milk"
        yours.note = "the barista kind"
        yours.priority = .high
        let gone = OutsideChange(
            actor: "grace", kind: .deletedWhileChangedHere(yours: yours), title: "Oat milk", isDone: false, todoID: yours.id
        )
        try await store.tell(gone, saving: nil, for: "Groceries")
        store.signal?.fire()

        await pilot.waitFor("grace deleted 'Oat milk', which you changed · u keeps yours")
        await pilot.waitUntil { $0.lines[1] == " › [ ] Bread" }
        pilot.terminal.press(.character("u"))
        await pilot.waitUntil { $0.lines.contains { $0.contains("Oat milk") } }
        let kept = await eventually { try! await store.todos(for: "Groceries").contains { $0.title == "Oat milk" } }
        #expect(kept)
        let todo = try #require(try await store.todos(for: "Groceries").first { $0.title == "Oat milk" })
        #expect(todo.id != yours.id, "a new todo: the one deleted stays deleted")
        #expect(todo.note == "the barista kind" && todo.priority == .high, "every field kept")
    }
}
