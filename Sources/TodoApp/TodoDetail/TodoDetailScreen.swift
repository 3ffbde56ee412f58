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
    /// The todos above and below the selected one, read with it: the one a key selects
    /// next is shown whole at once.
    var beside: [Todo] = []
    /// The todo the list shows selected before `summary` follows it, which the pane
    /// shows meanwhile.
    var shownSelection: ShownSelection?
    var today: TodoDay
    /// The pane has the keys: the note scrolls, Tab goes back to the list.
    var hasKeys = false
    /// Tab: the keys back to the list.
    var onBack: () -> Void = {}
    /// Enter: edit the todo.
    var onEdit: () -> Void = {}
    var onShowHelp: () -> Void = {}

    /// What the pane shows: the todo the list leads to, when it leads, as the workflow
    /// will give it once it hears of the move (``TodoDetailWorkflow/shown(for:beside:todo:problem:)``);
    /// otherwise this screen's.
    @MainActor
    var shown: (summary: TodoSummary, todo: Todo?, problem: String?) {
        guard let leading = shownSelection?.leading, leading.id != summary.id else { return (summary, todo, problem) }
        let (todo, problem) = TodoDetailWorkflow.shown(for: leading.id, beside: beside, todo: todo, problem: problem)
        return (leading, todo, problem)
    }

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        TodoDetailView.description(for: self, environment: environment)
    }
}
