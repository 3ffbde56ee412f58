import TerminalTesting
import Testing
import WorkflowUI
@testable import TodoApp

/// What reaches the store, driven through the whole app on the in-memory terminal.
@MainActor
@Suite struct SavingFlowTests {
    @Test func twoQuickChangesToOneTodoEndWithTheLastInTheStore() async throws {
        let store = InMemoryTodoStore(["Ada": SampleTodos.make(["Buy milk"])])
        let pilot = AppPilot(store: store)
        await pilot.logIn("Ada")

        pilot.terminal.press(.character(" "), .character(" "))
        pilot.terminal.press(.control("c"))
        await pilot.finishWrites()

        let stored = try await store.todos(for: "Ada")
        #expect(stored.map(\.isDone) == [false], "the second toggle is the one kept")
    }

    @Test func changesMadeJustBeforeLoggingOutAreStillWritten() async throws {
        let store = InMemoryTodoStore(["Ada": SampleTodos.make(["Buy milk", "Call Grace"])])
        let pilot = AppPilot(store: store)
        await pilot.logIn("Ada")

        pilot.terminal.press(.character(" "), .character("j"), .character("d"), .character("y"), .escape)
        await pilot.finishWrites()

        let stored = try await store.todos(for: "Ada")
        #expect(stored.map(\.title) == ["Buy milk"])
        #expect(stored.map(\.isDone) == [true])
    }

    @Test func aFailedSaveIsShownKeptOnScreenAndRetriedWithR() async throws {
        let store = InMemoryTodoStore(["Ada": SampleTodos.make(["Buy milk"])])
        let pilot = AppPilot(store: store)
        await pilot.logIn("Ada")
        await store.setFailsWrites(true)

        pilot.terminal.press(.character(" "))
        await pilot.waitFor("Not saved:")
        expectScreen(pilot.terminal, line: 1, is: " › [x] Buy milk", "the change stays on screen")
        #expect(pilot.lines[23].hasPrefix("r retry saving"), "the footer offers the retry")

        await store.setFailsWrites(false)
        pilot.terminal.press(.character("r"))
        await pilot.waitUntil { !$0.contains("Not saved:") }
        await pilot.finishWrites()
        #expect(try await store.todos(for: "Ada").map(\.isDone) == [true])
    }
}
