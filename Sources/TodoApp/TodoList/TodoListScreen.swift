import WorkflowUI

/// The list as data: the todos, the selection, what the list is waiting for, and a
/// callback for each thing the user can do to it. Questions about it (delete?) and its
/// help are shown over it by containers, not by the list's view.
struct TodoListScreen: Screen {
    var todos: TodoSummaries
    /// The selected index, or nil when the list is empty.
    var selection: Int?
    var loading: TodoLoading
    /// A todo is being read for the editor, which opens next.
    var isOpeningTodo: Bool
    var writeFailures: [String]
    var openFailure: String?

    var onSelect: (Int) -> Void
    var onOpen: (Int) -> Void
    var onToggle: (Int) -> Void
    var onDelete: (Int) -> Void
    var onShowHelp: () -> Void
    var onRetryWrites: () -> Void

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        TodoListView.description(for: self, environment: environment)
    }
}
