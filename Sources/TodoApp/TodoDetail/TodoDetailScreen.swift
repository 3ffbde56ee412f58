import WorkflowUI

/// One todo in full, to read: its title, done mark, priority, due date, times and
/// note. What the list knows shows at once; the note and times once `todo` is read.
/// Given the keys (Tab from the list), it scrolls a long note.
struct TodoDetailScreen: Screen {
    var summary: TodoSummary
    /// The whole todo as last read: for a moment after the selection moves, the one
    /// selected before (its note and times are shown until the new one's are read).
    var todo: Todo?
    /// Why it could not be read, if it could not.
    var problem: String?
    var today: TodoDay
    /// The pane has the keys: the note scrolls, Tab goes back to the list.
    var hasKeys = false
    /// Tab: the keys back to the list.
    var onBack: () -> Void = {}
    /// Enter: edit the todo.
    var onEdit: () -> Void = {}
    var onShowHelp: () -> Void = {}

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        TodoDetailView.description(for: self, environment: environment)
    }
}
