import AlertContainer
import BackStackContainer
import Workflow
import WorkflowUI

/// The list of todos: which one is selected, what the list's keys ask for, and the two
/// lines it types into (the due date asked for, and the search).
struct TodoListWorkflow: Workflow {
    // MARK: Input and Output

    let name: String
    /// Whether `name` is a list's (on a server) rather than a person's: the title then
    /// names the list rather than welcoming it.
    var namesList = false
    /// The todos shown, in shown order (filtered, searched, sorted).
    let rows: ShownTodos
    let settings: TodoListSettings
    /// The search typed, if one is on; `isEditingSearch` while its line has the keys.
    let search: String?
    var isEditingSearch = false
    let loading: TodoLoading
    /// Why changes could not be saved, if any could not.
    let writeFailures: [String]
    /// Why the todo last asked for could not be opened, if it could not.
    let openFailure: String?
    /// What the last change did, and how to take it back ("Deleted 'x' · u undo").
    var status: String?
    /// Select this todo when it changes (the one just saved), or when `reveals` does.
    let revealedTodoID: Todo.ID?
    /// Counts the parent's reveals: the same todo revealed again is selected again.
    var reveals = 0
    /// A todo is being read for the editor, which opens next.
    var isOpeningTodo = false
    /// Whether the selected row is marked: not while the editor beside the list shows a
    /// todo that has left it (deleted elsewhere), which no other row stands for.
    var marksSelection = true
    /// How the list stands with its server (away, changes waiting): the title says so.
    var syncStatus = SyncStatus.inStep
    /// Whether the list is shared for reading only: the footer offers no change.
    var isReadOnly = false
    /// Who changed what, when someone else changed the list ("grace marked 'Milk' done").
    var news: String?
    let today: TodoDay
    /// The todo the list's view shows selected before this workflow hears of it.
    var shownSelection = ShownSelection()

    /// A todo the user acted on: its id, and where it is in the window's todos, which
    /// saves the parent looking the id up.
    struct ListedTodo: Equatable {
        var index: Int
        var id: Todo.ID
    }

    enum Output: Equatable {
        case open(ListedTodo)
        case new
        case toggle(ListedTodo)
        case delete(ListedTodo)
        case cyclePriority(ListedTodo)
        case setDueDate(ListedTodo, TodoDay?)
        /// Swap the todo with its neighbour in the shown order.
        case move(ListedTodo, past: ListedTodo)
        /// What the screen asked, as it asked it.
        case request(ListRequest)
        case logOut
        /// The selection moved (see ``ListWindow``): to this todo, and near an edge the
        /// window does not reach, if it did.
        case selectionMoved(Todo.ID, nearEdge: ListWindow.Edge?)
        /// To the first or last todo of the list, past the window held.
        case jump(ListWindow.Edge)
    }

    /// What the list puts together for its parent: the screen, a question over it, its
    /// header bar, and the todo selected (which the detail pane shows).
    struct Rendering {
        var screen: TodoListScreen
        var alert: Alert?
        var bar: BarContent
        var selected: TodoSummary?
        /// The todos just above and below the selected one, which the next move selects.
        var besideSelected: [Todo.ID] = []
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
        /// The due date being typed for a todo, while its line is up.
        var dueDate: DueDateDraft?
        /// A sentence for the status row, until the next key does something else.
        var notice: String?
    }

    /// A todo waiting for the answer to "Delete it?".
    struct Deletion: Equatable {
        var todo: TodoSummary
        var row: ListedTodo
    }

    /// The answer to "Due when?" being typed.
    struct DueDateDraft: Equatable {
        var todo: ListedTodo
        var text: String
        var problem: String?
    }

    func makeInitialState() -> State {
        var state = State()
        select(revealedTodoID.flatMap(rows.row(ofID:)) ?? 0, in: &state)
        return state
    }

    func workflowDidChange(from previousWorkflow: TodoListWorkflow, state: inout State) {
        if revealedTodoID != previousWorkflow.revealedTodoID || reveals != previousWorkflow.reveals,
            let row = revealedTodoID.flatMap(rows.row(ofID:)) {
            select(row, in: &state)
        } else if rows.indices.contains(state.selection), rows.id(at: state.selection) == state.selectedID {
            return
        } else if let row = state.selectedID.flatMap(rows.row(ofID:)) {
            select(row, in: &state)
        } else {
            // The selected todo is gone (deleted, or filtered out): stay on the same row.
            select(state.selection, in: &state)
        }
    }

    private func listedTodo(at row: Int) -> ListedTodo? {
        rows.indices.contains(row) ? ListedTodo(index: rows.todoIndex(at: row), id: rows.id(at: row)) : nil
    }

    private func select(_ row: Int, in state: inout State) {
        state.selection = min(max(0, row), max(0, rows.count - 1))
        state.selectedID = rows.indices.contains(state.selection) ? rows.id(at: state.selection) : nil
    }

    // MARK: Actions

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = TodoListWorkflow

        /// Select a row, and tell the parent, whose window of the list is read around it.
        case select(row: Int, ListedTodo, nearEdge: ListWindow.Edge? = nil)
        case forward(Output)
        case askToDelete(TodoSummary, ListedTodo)
        case answerDelete(confirmed: Bool)
        case askForDueDate(ListedTodo, current: TodoDay?)
        case dueDateChanged(String)
        case answerDueDate(today: TodoDay)
        case cancelDueDate
        case notice(String)

        func apply(toState state: inout State) -> Output? {
            state.notice = nil
            switch self {
            case .select(let row, let todo, let edge):
                state.selection = row
                state.selectedID = todo.id
                return .selectionMoved(todo.id, nearEdge: edge)
            case .forward(let output):
                return output
            case .askToDelete(let todo, let row):
                state.deleting = Deletion(todo: todo, row: row)
            case .answerDelete(let confirmed):
                guard let deletion = state.deleting else { return nil }
                state.deleting = nil
                return confirmed ? .delete(deletion.row) : nil
            case .askForDueDate(let todo, let current):
                state.dueDate = DueDateDraft(todo: todo, text: current?.description ?? "")
            case .dueDateChanged(let text):
                state.dueDate?.text = text
                state.dueDate?.problem = nil
            case .answerDueDate(let today):
                guard let draft = state.dueDate else { return nil }
                do {
                    let day = try DueDateInput.parse(draft.text, today: today)
                    state.dueDate = nil
                    return .setDueDate(draft.todo, day)
                } catch {
                    state.dueDate?.problem = error.shortDescription
                }
            case .cancelDueDate:
                state.dueDate = nil
            case .notice(let text):
                state.notice = text
            }
            return nil
        }
    }

    // MARK: Rendering

    func render(state: State, context: RenderContext<TodoListWorkflow>) -> Rendering {
        let sink = context.makeSink(of: Action.self)
        let selection = rows.isEmpty || !marksSelection ? nil : state.selection
        let screen = TodoListScreen(
            rows: rows,
            selection: selection,
            loading: loading,
            isOpeningTodo: isOpeningTodo,
            bottomLine: bottomLine(state: state),
            search: search,
            writeFailures: writeFailures,
            openFailure: openFailure,
            today: today,
            canMove: settings.sort == .manual,
            canChange: !isReadOnly,
            shownSelection: shownSelection,
            send: { handle($0, selection: selection, sink: sink) }
        )
        return Rendering(
            screen: screen,
            alert: state.deleting.map { deleteAlert(for: $0.todo, sink: sink) },
            bar: BarContent(
                title: title,
                leftItem: .back(label: "Log out", help: "log out, back to the name prompt") { sink.send(.forward(.logOut)) },
                rightItem: BarButton(label: "New", binding: TodoKeys.New.self, help: "add a todo") { sink.send(.forward(.new)) }
            ),
            selected: selection.map { rows[$0] },
            besideSelected: selection.map { row in [row - 1, row + 1].filter(rows.indices.contains).map(rows.id(at:)) } ?? []
        )
    }

    /// What the user asked of the list: what needs a row names the todo on it, and what
    /// needs the parent goes to it.
    @MainActor
    private func handle(_ intent: TodoListScreen.Intent, selection: Int?, sink: Sink<Action>) {
        switch intent {
        case .select(let row):
            listedTodo(at: row).map { sink.send(.select(row: row, $0, nearEdge: rows.edge(near: row))) }
        case .open(let row): listedTodo(at: row).map { sink.send(.forward(.open($0))) }
        case .toggle(let row): listedTodo(at: row).map { sink.send(.forward(.toggle($0))) }
        case .delete(let row): listedTodo(at: row).map { sink.send(.askToDelete(rows[row], $0)) }
        case .cyclePriority(let row): listedTodo(at: row).map { sink.send(.forward(.cyclePriority($0))) }
        case .askForDueDate(let row): listedTodo(at: row).map { sink.send(.askForDueDate($0, current: rows[row].dueDate)) }
        case .dueDateChanged(let text): sink.send(.dueDateChanged(text))
        case .answerDueDate: sink.send(.answerDueDate(today: today))
        case .cancelDueDate: sink.send(.cancelDueDate)
        case .move(let row, let offset): move(row: row, by: offset, sink: sink)
        case .request(let request): sink.send(.forward(.request(request)))
        case .jump(let edge): jump(to: edge, from: selection, sink: sink)
        }
    }

    /// "Welcome, Ada", or what the list shows when it is not everything in the user's
    /// order: "Ada · 3 of 120 match · open · by due date", or "Ada · couldn't load · open"
    /// when its read failed.
    private var title: String {
        var parts: [String] = []
        if case .failed = loading {
            if !rows.isReading { parts.append("couldn't load") }
        } else if let search, !search.isEmpty {
            parts.append("\(rows.shownTotal.map(String.init) ?? "…") of \(rows.everyTodoCount) match")
        }
        if settings.filter != .all { parts.append(settings.filter.rawValue) }
        if settings.sort != .manual { parts.append(settings.sort.label) }
        if rows.isReading { parts.append("reading…") }
        if let standing = syncStatus.headerText { parts.append(standing) }
        if let news { parts.append(news) }
        if parts.isEmpty { return namesList ? name : "Welcome, \(name)" }
        return ([name] + parts).joined(separator: " · ")
    }

    /// What the row under the list shows: a line being typed into, or the status.
    private func bottomLine(state: State) -> TodoListScreen.BottomLine {
        if let draft = state.dueDate { return .dueDate(text: draft.text, problem: draft.problem) }
        if isEditingSearch { return .search }
        if let notice = state.notice { return .notice(notice) }
        if let status { return .notice(status) }
        return .position
    }

    /// What K/J say in a sorted list: the keys that lead to the user's own order, first,
    /// so that the bottom line of a narrow list, which cuts what does not fit, keeps them.
    private static func howToMove(from sort: TodoSort) -> String {
        var presses = 0
        var reached = sort
        while reached != .manual {
            reached = reached.next
            presses += 1
        }
        let times = presses == 1 ? "" : presses == 2 ? " twice" : " \(presses) times"
        return "Press s\(times) for your own order, where todos move"
    }

    /// Moves the todo on `row` one row up or down the shown order, in the user's own
    /// order only: in another, there is no place of its own to move it to.
    @MainActor
    private func move(row: Int, by offset: Int, sink: Sink<Action>) {
        guard settings.sort == .manual else {
            sink.send(.notice(Self.howToMove(from: settings.sort)))
            return
        }
        guard let todo = listedTodo(at: row), let neighbour = listedTodo(at: row + offset) else { return }
        sink.send(.forward(.move(todo, past: neighbour)))
    }

    /// Selects the first or last row, or, in a window of a long list that does not reach
    /// that edge, asks for the rows there.
    @MainActor
    private func jump(to edge: ListWindow.Edge, from selection: Int?, sink: Sink<Action>) {
        let reaches = edge == .end ? rows.window.reachesEnd : rows.window.reachesStart
        guard reaches else {
            sink.send(.forward(.jump(edge)))
            return
        }
        let row = edge == .end ? rows.count - 1 : 0
        guard let todo = listedTodo(at: row), row != selection else { return }
        sink.send(.select(row: row, todo, nearEdge: rows.edge(near: row)))
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
