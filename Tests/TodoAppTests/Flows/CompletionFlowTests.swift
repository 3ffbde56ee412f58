import Foundation
import Testing
import WorkflowUI
@testable import TodoApp

/// Space marks a todo done at the app clock's time, and `u` gives it back the time it had.
@MainActor
@Suite struct CompletionFlowTests {
    let finishedEarlier = Date(timeIntervalSince1970: 1_700_000_600)
    let store: InMemoryTodoStore

    init() {
        var todos = SampleTodos.make(["Filed taxes", "Call Grace"])
        todos[0].isDone = true
        todos[0].completedAt = finishedEarlier
        store = InMemoryTodoStore(["Ada": todos])
    }

    private func stored() async -> [Todo] {
        (try? await store.todos(for: "Ada")) ?? []
    }

    @Test func undoingMarkingNotDoneGivesTheTodoBackTheTimeItWasDone() async {
        let pilot = AppPilot(store: store)
        await pilot.logIn("Ada")
        pilot.terminal.press(.character(" "))
        await pilot.finishWrites()
        #expect(await stored()[0].completedAt == nil, "not done: no completion time")

        pilot.terminal.press(.character("u"))
        await pilot.finishWrites()
        #expect(await stored()[0].isDone)
        #expect(await stored()[0].completedAt == finishedEarlier, "done again when it was done, not now")

        pilot.terminal.press(.control("r"))
        await pilot.finishWrites()
        #expect(await stored()[0].completedAt == nil)
    }

    @Test func markingDoneTakesTheTimeFromTheAppsClock() async {
        let pilot = AppPilot(store: store)
        await pilot.logIn("Ada")
        pilot.terminal.press(.down, .character(" "))
        await pilot.finishWrites()
        #expect(await stored()[1].completedAt == AppPilot.sunday)

        pilot.terminal.press(.character("u"))
        await pilot.finishWrites()
        #expect(await stored()[1].completedAt == nil, "undone, it is open again with no time")
    }
}
