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

    var onTitleChanged: (String) -> Void
    var onNoteChanged: (String) -> Void
    /// A quit key with unsaved changes.
    var onQuit: () -> Void
    var onShowHelp: () -> Void
    /// Ctrl-E: the note in the user's own editor.
    var onEditNoteElsewhere: () -> Void
    /// The field the cursor is in: kept with the draft, and where a restored one starts.
    var field: EditorDraft.Field
    var onFieldChanged: (EditorDraft.Field) -> Void
    /// Ctrl-P: the next priority, as p in the list.
    var onCyclePriority: () -> Void = {}
    /// Ctrl-D and the line it opens.
    var onDueDate: (DueDatePrompt.Intent) -> Void = { _ in }
    /// The unsaved changes are kept as a draft: a crash would not lose them.
    var isDraftKept = false
    /// Typing or a paste would have taken this field past its limit, and was not added.
    var onTextTooLong: (EditorDraft.Field) -> Void = { _ in }

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        TodoEditView.description(for: self, environment: environment)
    }
}
