import Workflow
import WorkflowUI

/// The selected todo in full, beside the list on a wide terminal (or alone, on a narrow
/// one, while it has the keys): what the list row shows at once, and the note and times
/// as soon as they are read.
///
/// The todos beside the selected one are read with it, so that a move of the selection
/// shows the next todo whole in the frame that moves it, not a frame later.
struct TodoDetailWorkflow: Workflow {
    // MARK: Input and Output

    let summary: TodoSummary
    /// The todos above and below the selected one in the list.
    var beside: [Todo.ID] = []
    let store: any TodoStore
    let writer: TodoWriter
    let user: String
    /// Moves with every change the app makes, so the todo is read again after an edit.
    let revision: Int
    let today: TodoDay
    /// The pane has the keys, to scroll the note (see ``TodoDetailScreen``).
    var hasKeys = false
    /// The todo the list shows selected before this workflow's `summary` follows it.
    var shownSelection: ShownSelection?

    enum Output: Equatable {
        /// The keys back to the list.
        case back
        case edit
        case showHelp
    }

    // MARK: State and Initialization

    struct State: Equatable {
        /// The todo as last read: the one shown, or, until it is read, the one before.
        var todo: Todo?
        var problem: String?
        /// The todos beside the selected one, read with it at the same revision.
        var beside: [Todo] = []
    }

    func makeInitialState() -> State { State() }

    func workflowDidChange(from previousWorkflow: TodoDetailWorkflow, state: inout State) {
        // A change to the list may have changed them.
        if revision != previousWorkflow.revision { state.beside = [] }
        if summary.id != previousWorkflow.summary.id {
            (state.todo, state.problem) = Self.shown(for: summary.id, beside: state.beside, todo: state.todo, problem: state.problem)
        }
    }

    /// What the pane shows once the todo `id` is selected: the todo whole if it was read
    /// beside the one before, or else, until it is read, the last todo's note and times
    /// (and any problem) under its row. The list's view shows the same for a move the
    /// workflows have not heard of yet (``TodoDetailScreen/shown``).
    static func shown(for id: Todo.ID, beside: [Todo], todo: Todo?, problem: String?) -> (todo: Todo?, problem: String?) {
        guard let read = beside.first(where: { $0.id == id }) else { return (todo, problem) }
        return (read, nil)
    }

    // MARK: Actions

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = TodoDetailWorkflow

        case loaded(Todo?, beside: [Todo])
        case failed(String)
        case forward(Output)

        func apply(toState state: inout State) -> Output? {
            switch self {
            case .loaded(let todo, let beside):
                state.todo = todo
                state.problem = nil
                state.beside = beside
            case .failed(let reason):
                state.problem = reason
            case .forward(let output):
                return output
            }
            return nil
        }
    }

    // MARK: Rendering

    func render(state: State, context: RenderContext<TodoDetailWorkflow>) -> TodoDetailScreen {
        LoadShownTodoWorker(store: store, writer: writer, user: user, id: summary.id, beside: beside)
            .mapOutput { output -> Action in
                switch output {
                case .loaded(let todo, let beside): .loaded(todo, beside: beside)
                case .failed(let reason): .failed(reason)
                }
            }
            .running(in: context, key: "\(summary.id)-\(revision)")
        // Until the newly selected todo is read (a millisecond, usually), the note and
        // times of the one before stay: blanking them for one frame would only make the
        // pane flicker and cost the terminal bytes on every move of the selection.
        let sink = context.makeSink(of: Action.self)
        return TodoDetailScreen(
            summary: summary, todo: state.todo, problem: state.problem, beside: state.beside,
            shownSelection: shownSelection, today: today, hasKeys: hasKeys,
            onBack: { sink.send(.forward(.back)) }, onEdit: { sink.send(.forward(.edit)) },
            onShowHelp: { sink.send(.forward(.showHelp)) }
        )
    }
}
