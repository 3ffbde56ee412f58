import WorkflowUI

/// The list as data: the rows shown, the selection, what the list is waiting for, the
/// line under it, and one callback for everything the user can do to it (``Intent``). Questions about
/// it (delete?) and its help are shown over it by containers, not by the list's view.
struct TodoListScreen: Screen {
    var rows: ShownTodos
    /// The selected row, or nil when no row is shown.
    var selection: Int?
    var loading: TodoLoading
    /// A todo is being read for the editor, which opens next.
    var isOpeningTodo: Bool
    var bottomLine: BottomLine
    /// The search on, if any: its line shows it, and the titles show where it matched.
    var search: String?
    var writeFailures: [String]
    var openFailure: String?
    /// For the due dates, which the rows show relative to it.
    var today: TodoDay
    /// Whether todos can be moved (in the user's own order only).
    var canMove: Bool
    /// Whether the list can be changed here: not when it is shared for reading only, nor
    /// while the server is away. Its change keys still answer, with why not.
    var canChange = true
    /// Where the view shows a selection it moved before the workflow hears of it.
    var shownSelection = ShownSelection()

    /// What the user asked of the list.
    var send: (Intent) -> Void

    /// The row under the list.
    enum BottomLine: Equatable {
        /// Where the selection is ("3/120"), or a problem.
        case position
        /// A sentence about the last change ("Deleted 'x' · u undo").
        case notice(StatusMessage)
        /// The search being typed, which has the keys.
        case search
        /// A due date being typed, which has the keys, and why the last answer was refused.
        case dueDate(text: String, problem: String?)
    }

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        TodoListView.description(for: self, environment: environment)
    }
}
