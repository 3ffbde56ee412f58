import AlertContainer
import Workflow
import WorkflowUI

/// The question about an edit that reached the store after another todo-tui had deleted
/// its todo: keep it as a new todo at the end of the list, or let it go. Its rendering is
/// the question; the session does what the answer says.
struct OrphanedEditWorkflow: Workflow {
    typealias State = Void

    /// The todo as edited.
    let edit: Todo

    enum Output: Equatable {
        /// Keep every field of the edit as a new todo.
        case keep
        case discard
    }

    func render(state: Void, context: RenderContext<OrphanedEditWorkflow>) -> Alert {
        let answer = context.makeOutputSink()
        return Alert(
            title: "Your edit of a deleted todo",
            message: "Another todo-tui deleted '\(edit.title)' before your edit was saved.",
            actions: [
                AlertAction(title: "Keep it as a new todo", key: .character("k")) { answer.send(.keep) },
                AlertAction(title: "Discard", key: .character("d"), style: .destructive) { answer.send(.discard) },
            ]
        )
    }
}
