import Foundation
import Testing
import WorkflowUI
@testable import TodoApp

/// Another todo-tui on the same list, driven through the whole app on the in-memory
/// terminal.
@MainActor
@Suite struct OutsideChangeFlowTests {
    @Test func aTodoAddedElsewhereAppearsWithoutLoggingOutAndTheSelectionStaysPut() async throws {
        let store = SharedInMemoryTodoStore(["Ada": SampleTodos.make(["Buy milk", "Call Grace"])])
        let pilot = AppPilot(store: store)
        await pilot.logIn("Ada")
        pilot.terminal.press(.character("j"))
        #expect(pilot.lines[2] == " › [ ] Call Grace")

        try await store.saveFromOutside(Todo(title: "Added elsewhere", position: 0), for: "Ada")

        await pilot.waitFor("Added elsewhere")
        #expect(Array(pilot.lines[1...3]) == ["   [ ] Added elsewhere", "   [ ] Buy milk", " › [ ] Call Grace"], "\(pilot.terminal)")
    }
}
