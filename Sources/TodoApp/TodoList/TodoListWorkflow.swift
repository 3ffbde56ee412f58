import BackStackContainer
import Workflow
import WorkflowUI

/// The list of todos: which one is selected, and what the list's keys ask for.
struct TodoListWorkflow: Workflow {
    // MARK: Input and Output

    let name: String
    let todos: ChunkedArray<Todo>
    let loading: TodoLoading
    /// Why changes could not be saved, if any could not.
    let writeFailures: [String]
    /// Select this todo when it changes (the one just saved).
    let revealedTodoID: Todo.ID?

    enum Output: Equatable {
        case open(Todo)
        case new
        case toggle(Todo.ID)
        case delete(Todo.ID)
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
        var mode: Mode = .browsing
    }

    enum Mode: Equatable {
        case browsing
        case confirmingDelete(Todo)
        case help
    }

    func makeInitialState() -> State {
        var state = State()
        select(revealedTodoID.flatMap(index(of:)) ?? 0, in: &state)
        return state
    }

    func workflowDidChange(from previousWorkflow: TodoListWorkflow, state: inout State) {
        if revealedTodoID != previousWorkflow.revealedTodoID, let index = revealedTodoID.flatMap(index(of:)) {
            select(index, in: &state)
        } else if todos.indices.contains(state.selection), todos[state.selection].id == state.selectedID {
            return
        } else if let index = state.selectedID.flatMap(index(of:)) {
            select(index, in: &state)
        } else {
            // The selected todo is gone (deleted): stay on the same row.
            select(state.selection, in: &state)
        }
    }

    private func index(of id: Todo.ID) -> Int? {
        todos.firstIndex { $0.id == id }
    }

    private func select(_ index: Int, in state: inout State) {
        state.selection = min(max(0, index), max(0, todos.count - 1))
        state.selectedID = todos.indices.contains(state.selection) ? todos[state.selection].id : nil
    }

    // MARK: Actions

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = TodoListWorkflow

        case select(Int, id: Todo.ID)
        case open(Todo)
        case new
        case toggle(Todo.ID)
        case askToDelete(Todo)
        case answerDelete(confirmed: Bool)
        case showHelp(Bool)
        case retryWrites
        case logOut

        func apply(toState state: inout State) -> Output? {
            switch self {
            case .select(let index, let id):
                state.selection = index
                state.selectedID = id
            case .open(let todo):
                return .open(todo)
            case .new:
                return .new
            case .toggle(let id):
                return .toggle(id)
            case .askToDelete(let todo):
                state.mode = .confirmingDelete(todo)
            case .answerDelete(let confirmed):
                guard case .confirmingDelete(let todo) = state.mode else { return nil }
                state.mode = .browsing
                return confirmed ? .delete(todo.id) : nil
            case .showHelp(let isShown):
                state.mode = isShown ? .help : .browsing
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
        let todos = self.todos
        let screen = TodoListScreen(
            todos: todos,
            selection: todos.isEmpty ? nil : state.selection,
            mode: state.mode,
            loading: loading,
            writeFailures: writeFailures,
            onSelect: { index in
                guard todos.indices.contains(index) else { return }
                sink.send(.select(index, id: todos[index].id))
            },
            onOpen: { index in
                guard todos.indices.contains(index) else { return }
                sink.send(.open(todos[index]))
            },
            onToggle: { index in
                guard todos.indices.contains(index) else { return }
                sink.send(.toggle(todos[index].id))
            },
            onDelete: { index in
                guard todos.indices.contains(index) else { return }
                sink.send(.askToDelete(todos[index]))
            },
            onAnswerDelete: { sink.send(.answerDelete(confirmed: $0)) },
            onShowHelp: { sink.send(.showHelp($0)) },
            onRetryWrites: { sink.send(.retryWrites) }
        )
        return BackStackScreen.Item(
            key: "list",
            screen: screen.asAnyScreen(),
            barVisibility: .visible(BarContent(
                title: "Welcome, \(name)",
                leftItem: .back(label: "Log out") { sink.send(.logOut) },
                rightItem: BarButton(label: "New", key: .character("n")) { sink.send(.new) }
            ))
        )
    }
}
