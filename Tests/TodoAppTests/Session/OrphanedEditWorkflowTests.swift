import AlertContainer
import Testing
import WorkflowTesting
import WorkflowUI
@testable import TodoApp

/// The question about an edit of a todo another todo-tui deleted before it was saved.
@MainActor
@Suite struct OrphanedEditWorkflowTests {
    private let edit = Todo(title: "Buy oat milk", position: 3)

    private func answer(_ key: KeyEvent, in alert: Alert) {
        alert.actions.first { $0.key == key }?.handler()
    }

    @Test func theQuestionNamesTheTodoAndKKeepsIt() {
        OrphanedEditWorkflow(edit: edit).renderTester()
            .render { alert in
                #expect(alert.title == "Your edit of a deleted todo")
                #expect(alert.message == "Another todo-tui deleted 'Buy oat milk' before your edit was saved.")
                answer(.character("k"), in: alert)
            }
            .assert(output: .keep)
    }

    @Test func dDiscardsIt() {
        OrphanedEditWorkflow(edit: edit).renderTester()
            .render { answer(.character("d"), in: $0) }
            .assert(output: .discard)
    }
}
