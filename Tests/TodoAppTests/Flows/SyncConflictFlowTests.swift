import Foundation
import TerminalTesting
import Testing
@testable import TodoApp

/// Another's change reaching a list kept in step with a server, as its store tells it:
/// what the header says, and what `u` does about it.
@MainActor
@Suite struct SyncConflictFlowTests {
    @Test func anothersRenameSaysWhatTheTitleWasAndUPutsYoursBack() async throws {
        let store = SharedInMemoryTodoStore(["Groceries": SampleTodos.make(["Milk", "Bread"])], signal: ManualChangeSignal())
        let pilot = AppPilot(store: store)
        await pilot.logIn("Groceries")
        var milk = try #require(try await store.todos(for: "Groceries").first)
        let before = TodoChanges(title: milk.title, updatedAt: milk.updatedAt)
        milk.title = "Oat milk"
        let renamed = OutsideChange(
            actor: "grace", kind: .changed([.title]), title: "Oat milk", isDone: false, todoID: milk.id,
            before: before, after: TodoChanges(title: "Oat milk", updatedAt: .now)
        )
        try await store.tell(renamed, saving: milk, for: "Groceries")
        store.signal?.fire()

        await pilot.waitFor("grace changed the title of 'Milk' to 'Oat milk' · u undo")
        await pilot.waitUntil { $0.lines[1] == " › [ ] Oat milk" }
        pilot.terminal.press(.character("u"))
        await pilot.waitUntil { $0.lines[1] == " › [ ] Milk" }
        await pilot.waitFor("Undid: grace's change to 'Oat milk'")
        #expect(await eventually { try! await store.todos(for: "Groceries").first?.title == "Milk" }, "yours, sent as a change of its own")
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
