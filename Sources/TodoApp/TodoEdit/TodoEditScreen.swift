import WorkflowUI

/// The editor as data: the title, note, priority and due date being edited, and what
/// went wrong. Its questions (discard? quit?) and its help are shown over it by
/// containers.
struct TodoEditScreen: Screen {
    var title: String
    var note: String
    var priority: TodoPriority = .none
    var dueDate: TodoDay?
    /// Whether the todo is done: its due date is then never overdue.
    var isDone = false
    /// For the due date, which is named relative to it.
    var today: TodoDay
    /// The due date being asked for (Ctrl-D), while its line is up.
    var dueDatePrompt: DueDatePrompt?
    var problem: String?
    /// The todo as edited differs from the todo: quitting asks first.
    var hasChanges: Bool

    /// The field the cursor is in.
    var field: EditorDraft.Field
    /// The unsaved changes are kept as a draft: a crash would not lose them.
    var isDraftKept = false
    /// Hands the editor's workflow what the user asked for.
    var send: (Intent) -> Void

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        TodoEditView.description(for: self, environment: environment)
    }
}
