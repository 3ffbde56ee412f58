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

        // This store cannot tell of changes: the app looks each second.
        try await pilot.advance(by: .seconds(1))
        expectScreen(pilot.terminal, contains: "grace marked 'Milk' done")
        expectScreen(pilot.terminal, line: 1, is: " › [x] Milk")
    }

    @Test func aListSharedForReadingOnlyRefusesEveryChangeWithTheReasonAndShowsNone() async throws {
        let store = SharedInMemoryTodoStore(["Groceries · ada": SampleTodos.make(["Milk", "Bread"])])
        let reason = "Read only: shared by ada to read"
        await store.contents.makeReadOnly("Groceries · ada", because: reason)
        let pilot = AppPilot(store: store)
        await pilot.logIn("Groceries · ada")
        let footer = pilot.lines[23]
        expectScreen(pilot.terminal, footer.contains("/ find") && !footer.contains("done") && !footer.contains("delete"),
                     "the footer offers no change")

        for key in [KeyEvent.character(" "), .character("d"), .character("p"), .character("n"), .enter] {
            pilot.terminal.press(key)
            await pilot.waitFor(reason)
            expectScreen(pilot.terminal, Array(pilot.lines[1...2]) == [" › [ ] Milk", "   [ ] Bread"], "after \(key)")
        }
        #expect(await store.contents.writeCount == 0)
    }
}

/// A server that goes away and comes back, as the signal of its changes tells it.
@MainActor
@Suite struct ServerAwayFlowTests {
    @Test func whileTheServerIsAwayTheTitleSaysOfflineWithTheChangesToSendAndTheListStillChanges() async throws {
        let signal = ManualChangeSignal()
        let store = SharedInMemoryTodoStore(["Groceries": SampleTodos.make(["Milk", "Bread"])], signal: signal)
        let pilot = AppPilot(store: store)
        await pilot.logIn("Groceries")

        signal.setAway(true)
        await pilot.waitUntil { $0.lines[0].contains("Groceries · offline") }
        expectScreen(pilot.terminal, pilot.lines[23].contains("Space done"), "every change is offered while away")
        pilot.terminal.press(.character(" "))
        await pilot.waitUntil { $0.lines[1] == " › [x] Milk" }
        #expect(await eventually { try! await store.todos(for: "Groceries").first?.isDone == true }, "kept by the store")

        signal.setStatus(SyncStatus(isAway: true, unsent: 3))
        await pilot.waitFor("offline · 3 changes to send")
        signal.setStatus(SyncStatus(isAway: false, unsent: 1))
        await pilot.waitUntil { $0.lines[0].contains("Groceries · 1 change to send") && !$0.lines[0].contains("offline") }
        signal.setStatus(.inStep)
        await pilot.waitUntil { !$0.lines[0].contains("to send") }
    }

    @Test func aChangeThatFailedWhileTheServerWentAwayIsSavedWhenItIsBack() async throws {
        let signal = ManualChangeSignal()
        let store = SharedInMemoryTodoStore(["Groceries": SampleTodos.make(["Milk"])], signal: signal)
        let pilot = AppPilot(store: store)
        await pilot.logIn("Groceries")
        await store.contents.setFailsWrites(true)
        pilot.terminal.press(.character(" "))
        await pilot.waitFor("Not saved")

        signal.setAway(true)
        await pilot.waitFor("Groceries · offline")
        await store.contents.setFailsWrites(false)
        signal.setAway(false)

        #expect(await eventually { try! await store.todos(for: "Groceries").first?.isDone == true }, "saved with no key pressed")
        await pilot.waitUntil { !$0.lines.joined().contains("Not saved") }
    }
}
