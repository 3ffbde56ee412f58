import WorkflowUI

/// The list as data: the rows shown, the selection, what the list is waiting for, the
/// line under it, and a callback for each thing the user can do to it. Questions about
/// it (delete?) and its help are shown over it by containers, not by the list's view.
struct TodoListScreen: Screen {
    var rows: TodoRows
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

    var onSelect: (Int) -> Void
    var onOpen: (Int) -> Void
    var onToggle: (Int) -> Void
    var onDelete: (Int) -> Void
    var onCyclePriority: (Int) -> Void
    var onAskForDueDate: (Int) -> Void
    var onDueDateChanged: (String) -> Void
    var onAnswerDueDate: () -> Void
    var onCancelDueDate: () -> Void
    /// Moves the todo on a row up (-1) or down (+1).
    var onMove: (_ row: Int, _ offset: Int) -> Void
    var onCycleFilter: () -> Void
    var onCycleSort: () -> Void
    var onStartSearch: () -> Void
    var onSearchChanged: (String) -> Void
    /// True keeps the search (Enter), false clears it (Esc).
    var onFinishSearch: (_ keep: Bool) -> Void
    var onUndo: () -> Void
    var onRedo: () -> Void
    var onShowHelp: () -> Void
    var onRetryWrites: () -> Void
    /// Home or End: to the first or the last todo of the whole list, which a long list
    /// may first have to read.
    var onJump: (ListWindow.Edge) -> Void = { _ in }
    /// Tab: the selected todo's pane gets the keys, to read it in full.
    var onReadDetail: () -> Void = {}

    /// The row under the list.
    enum BottomLine: Equatable {
        /// Where the selection is ("3/120"), or a problem.
        case position
        /// A sentence about the last change ("Deleted 'x' · u undo").
        case notice(String)
        /// The search being typed, which has the keys.
        case search
        /// A due date being typed, which has the keys, and why the last answer was refused.
        case dueDate(text: String, problem: String?)
    }

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        TodoListView.description(for: self, environment: environment)
    }
}
