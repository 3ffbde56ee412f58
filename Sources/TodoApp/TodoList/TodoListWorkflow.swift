import AlertContainer
import BackStackContainer
import ModalContainer
import Workflow
import WorkflowUI

/// The list of todos: which one is selected, and what the list's keys ask for.
struct TodoListWorkflow: Workflow {
    // MARK: Input and Output

    let name: String
    let todos: TodoSummaries
    let loading: TodoLoading
    /// Why changes could not be saved, if any could not.
    let writeFailures: [String]
    /// Why the todo last asked for could not be opened, if it could not.
    let openFailure: String?
    /// Select this todo when it changes (the one just saved).
    let revealedTodoID: Todo.ID?
    /// A todo is being read for the editor, which opens next.
    var isOpeningTodo = false

    /// A todo the user acted on: its id, and the row it was on, which saves the parent
    /// looking the id up in a long list.
    struct ListedTodo: Equatable {
        var index: Int
        var id: Todo.ID
    }

    enum Output: Equatable {
        case open(ListedTodo)
        case new
        case toggle(ListedTodo)
        case delete(ListedTodo)
        case retryWrites
        case logOut
    }

    // MARK: State and Initialization

    struct State: Equatable {
        /// The selected row; kept inside the list.
        var selection = 0
        /// The id of the selected todo, so that the selection follows it when the list
        /// changes around it.
        var selectedID: Todo.ID?
        /// The todo the user asked to delete, while the question is up.
        var deleting: Deletion?
        var isShowingHelp = false
    }

    /// A todo waiting for the answer to "Delete it?".
    struct Deletion: Equatable {
        var todo: TodoSummary
        var row: ListedTodo
    }

    func makeInitialState() -> State {
        var state = State()
        select(revealedTodoID.flatMap(index(of:)) ?? 0, in: &state)
        return state
    }

    func workflowDidChange(from previousWorkflow: TodoListWorkflow, state: inout State) {
        if revealedTodoID != previousWorkflow.revealedTodoID, let index = revealedTodoID.flatMap(index(of:)) {
            select(index, in: &state)
        } else if todos.indices.contains(state.selection), todos.id(at: state.selection) == state.selectedID {
            return
        } else if let index = state.selectedID.flatMap(index(of:)) {
            select(index, in: &state)
        } else {
            // The selected todo is gone (deleted): stay on the same row.
            select(state.selection, in: &state)
        }
    }

    private func index(of id: Todo.ID) -> Int? {
        todos.firstIndex(ofID: id)
    }

    private func listedTodo(at index: Int) -> ListedTodo? {
        todos.indices.contains(index) ? ListedTodo(index: index, id: todos.id(at: index)) : nil
    }

    private func select(_ index: Int, in state: inout State) {
        state.selection = min(max(0, index), max(0, todos.count - 1))
        state.selectedID = todos.indices.contains(state.selection) ? todos.id(at: state.selection) : nil
    }

    // MARK: Actions

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = TodoListWorkflow

        case select(ListedTodo)
        case open(ListedTodo)
        case new
        case toggle(ListedTodo)
        case askToDelete(TodoSummary, ListedTodo)
        case answerDelete(confirmed: Bool)
        case showHelp(Bool)
        case retryWrites
        case logOut

        func apply(toState state: inout State) -> Output? {
            switch self {
            case .select(let row):
                state.selection = row.index
                state.selectedID = row.id
            case .open(let row):
                return .open(row)
            case .new:
                return .new
            case .toggle(let row):
                return .toggle(row)
            case .askToDelete(let todo, let row):
                state.deleting = Deletion(todo: todo, row: row)
            case .answerDelete(let confirmed):
                guard let deletion = state.deleting else { return nil }
                state.deleting = nil
                return confirmed ? .delete(deletion.row) : nil
            case .showHelp(let isShown):
                state.isShowingHelp = isShown
            case .retryWrites:
                return .retryWrites
            case .logOut:
                return .logOut
            }
            return nil
        }
    }

    // MARK: Rendering

    func render(state: State, context: RenderContext<TodoListWorkflow>) -> BackStackScreen<AnyScreen>.Item {
        let sink = context.makeSink(of: Action.self)
        let list = TodoListScreen(
            todos: todos,
            selection: todos.isEmpty ? nil : state.selection,
            loading: loading,
            isOpeningTodo: isOpeningTodo,
            writeFailures: writeFailures,
            openFailure: openFailure,
            onSelect: { index in listedTodo(at: index).map { sink.send(.select($0)) } },
            onOpen: { index in listedTodo(at: index).map { sink.send(.open($0)) } },
            onToggle: { index in listedTodo(at: index).map { sink.send(.toggle($0)) } },
            onDelete: { index in listedTodo(at: index).map { sink.send(.askToDelete(todos[index], $0)) } },
            onShowHelp: { sink.send(.showHelp(true)) },
            onRetryWrites: { sink.send(.retryWrites) }
        )
        let screen = ModalContainerScreen(
            baseScreen: AlertContainerScreen(baseScreen: list, alert: state.deleting.map { deleteAlert(for: $0.todo, sink: sink) }),
            modals: state.isShowingHelp
                ? [ModalContainerScreenModal(screen: KeyHelpScreen { sink.send(.showHelp(false)) }, key: "help")]
                : []
        )
        return BackStackScreen.Item(
            key: "list",
            screen: screen.asAnyScreen(),
            barVisibility: .visible(BarContent(
                title: "Welcome, \(name)",
                leftItem: .back(label: "Log out", help: "log out, back to the name prompt") { sink.send(.logOut) },
                rightItem: BarButton(label: "New", key: .character("n"), help: "add a todo") { sink.send(.new) }
            ))
        )
    }

    /// y deletes; n or Esc keeps.
    @MainActor
    private func deleteAlert(for todo: TodoSummary, sink: Sink<Action>) -> Alert {
        Alert(
            title: "Delete '\(todo.title)'?",
            message: "",
            actions: [
                AlertAction(title: "Delete", key: .character("y"), style: .destructive) { sink.send(.answerDelete(confirmed: true)) },
                AlertAction(title: "Keep", key: .character("n"), style: .cancel) { sink.send(.answerDelete(confirmed: false)) },
            ]
        )
    }
}
