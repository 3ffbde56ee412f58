import Foundation
import TerminalTesting
import Testing
import WorkflowUI
@testable import TodoApp

/// A list shared with other people, as a server keeps it, driven through the whole app on
/// the in-memory terminal: who changed what, and a list shared for reading only.
@MainActor
@Suite struct SharedListFlowTests {
    @Test func aChangeAnotherPersonMadeIsNamedWithThemInTheHeader() async throws {
        var milk = Todo(title: "Milk", position: 0)
        let store = SharedInMemoryTodoStore(["Groceries": [milk]])
        let pilot = AppPilot(store: store)
        await pilot.logIn("Groceries")

        milk.isDone = true
        try await store.save(milk, from: "grace", telling: .changed([.done]), for: "Groceries")

        await pilot.waitFor("grace marked 'Milk' done")
        await pilot.waitUntil { $0.lines[1] == " › [x] Milk" }
    }

    @Test func aListSharedForReadingOnlyRefusesEveryChangeWithTheReasonAndShowsNone() async throws {
        let store = SharedInMemoryTodoStore(["Groceries · ada": SampleTodos.make(["Milk", "Bread"])])
        let reason = "ada shared Groceries with you for reading only: nothing was changed."
        await store.contents.makeReadOnly("Groceries · ada", because: reason)
        let pilot = AppPilot(store: store)
        await pilot.logIn("Groceries · ada")

        for key in [KeyEvent.character(" "), .character("d"), .character("p"), .character("n"), .enter] {
            pilot.terminal.press(key)
            await pilot.waitFor("reading only")
            expectScreen(pilot.terminal, Array(pilot.lines[1...2]) == [" › [ ] Milk", "   [ ] Bread"], "after \(key)")
        }
        #expect(await store.contents.writeCount == 0)
    }
}
