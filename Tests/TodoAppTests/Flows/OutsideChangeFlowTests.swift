import Foundation
import TerminalTesting
import Testing
import WorkflowUI
@testable import TodoApp

/// Another todo-tui on the same list, driven through the whole app on the in-memory
/// terminal. The store here cannot tell of changes, so the app looks each second, on its
/// clock, which the test moves on.
@MainActor
@Suite struct OutsideChangeFlowTests {
    @Test func aTodoAddedElsewhereAppearsWithoutLoggingOutAndTheSelectionStaysPut() async throws {
        let store = SharedInMemoryTodoStore(["Ada": SampleTodos.make(["Buy milk", "Call Grace"])])
        let pilot = AppPilot(store: store)
        await pilot.logIn("Ada")
        pilot.terminal.press(.character("j"))
        #expect(pilot.lines[2] == " › [ ] Call Grace")

        try await store.saveFromOutside(Todo(title: "Added elsewhere", position: 0), for: "Ada")

        try await pilot.advance(by: .seconds(1))
        expectScreen(pilot.terminal, Array(pilot.lines[1...3]) == ["   [ ] Added elsewhere", "   [ ] Buy milk", " › [ ] Call Grace"])
    }

    @Test func whileTheTodoBeingEditedIsDeletedElsewhereTheListBesideMarksNoOtherTodo() async throws {
        let todos = SampleTodos.make(["Buy milk", "Call Grace", "Fix bike"])
        let store = SharedInMemoryTodoStore(["Ada": todos])
        let pilot = AppPilot(store: store, width: 120)
        await pilot.logIn("Ada")
        pilot.terminal.press(.character("j"))
        await pilot.open()
        expectScreen(pilot.terminal, pilot.lines[2].hasPrefix(" › [ ] Call Grace"))

        try await store.deleteFromOutside(id: todos[1].id, for: "Ada")

        // The list beside the editor no longer has it; the editor keeps the edit.
        try await pilot.advance(by: .seconds(1))
        expectScreen(pilot.terminal, pilot.lines[2].dropFirst(3).hasPrefix("[ ] Fix bike"))
        expectScreen(pilot.terminal, !pilot.lines.contains { $0.hasPrefix(" › ") }, "no todo is marked as the one being edited")
        pilot.terminal.press(.escape)
        try await pilot.settle()
        expectScreen(pilot.terminal, pilot.lines.contains { $0.hasPrefix(" › [ ] Fix bike") })
    }
}
