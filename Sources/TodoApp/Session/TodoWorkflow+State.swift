import Foundation

extension TodoWorkflow.State: CustomStringConvertible {
    /// A summary, not every todo: the debug tree shows it on every frame, and a list can
    /// hold 100,000 todos.
    var description: String {
        let done = todos.doneCount
        let editing = switch step {
        case .list: "list"
        case .opening(let id): "opening \(id)"
        case .edit(let todo, let isNew): isNew ? "new todo" : "editing \(todo.id)"
        }
        return "\(todos.count) todos (\(done) done), \(loading), \(editing), \(organizing.settings.filter)/\(organizing.settings.sort.rawValue), "
            + "\(writes.toSubmit.count) writes in flight, \(writes.failures.count) failed"
    }
}

// MARK: What the list shows

extension TodoWorkflow.State {
    /// The todos shown, in shown order; none after a read that failed, whose view the rows
    /// held were not read for.
    var rows: ShownTodos {
        if case .failed = loading { return ShownTodos(todos: [], order: nil, window: window, isReading: isReadingNewCriteria) }
        return ShownTodos(todos: todos, order: order, window: window, isReading: isReadingNewCriteria)
    }

    /// The list is being read again as the user now asks to see it: the window held
    /// was read for another filter, sort or search, or Home or End asked for its first
    /// or last rows; or, after a failed read, the user asked for another view, or the
    /// wait before the same one is read again is over.
    var isReadingNewCriteria: Bool {
        switch loading {
        case .loading: false
        case .loaded: window.criteria != organizing.criteria || jump != nil || isPlacingTodo
        case .failed: failedCriteria != organizing.criteria
        }
    }

    /// Where the row the list pointed at is now. The list is usually unchanged since it
    /// rendered the row, so the index is checked first; the id is looked for only when
    /// something moved it (a load, another change). Nil once the todo is gone.
    func index(of row: TodoListWorkflow.ListedTodo) -> Int? {
        if todos.indices.contains(row.index), todos.id(at: row.index) == row.id { return row.index }
        return todos.firstIndex(ofID: row.id)
    }

    /// The row of `selectedID`; nil while it is not shown.
    var selectedRowInWindow: Int? {
        selectedID.flatMap(rows.row(ofID:))
    }

    /// Keeps `selectedID` on the todo the list selects once the rows changed, by the list's own rule (see `TodoListWorkflow.workflowDidChange`): the
    /// same todo while it is shown, else the one on the row it was on. The list reports
    /// only the moves the user makes; without this, a search or a delete that took the
    /// selected todo away left the next read of the list around a todo no longer shown.
    mutating func followSelection(from row: Int?) {
        // While another view is read, the list already shows the rows held through its
        // filter, and moves its selection by the same rule. A todo being placed is
        // selected though not held yet: the read around it brings it.
        guard !isPlacingTodo else { return }
        let rows = self.rows
        guard !rows.isEmpty, selectedID.flatMap(rows.row(ofID:)) == nil else { return }
        selectedID = rows.id(at: min(row ?? 0, rows.count - 1))
    }

    /// The editor is open on a todo another program deleted meanwhile.
    var isEditingATodoDeletedElsewhere: Bool {
        guard case .edit(_, isNew: false) = step else { return false }
        return editedTodoIsGone
    }

    /// The todo open in the editor, if one that is stored is.
    var editedTodoID: Todo.ID? {
        guard case .edit(let todo, isNew: false) = step else { return nil }
        return todo.id
    }

    var isOpening: Bool {
        if case .opening = step { return true }
        return false
    }

    /// A position after every todo in the list.
    var nextPosition: Int {
        max(todos.maxPosition ?? 0, window.maxPosition ?? 0) + 1
    }

    /// What the shown order is made from: when none of it changed, neither did the order.
    private var orderInputs: OrderInputs {
        OrderInputs(revision: revision, settings: organizing.settings)
    }

    /// Brings `order` up to date after an action: the window was read in the view's
    /// order, and a change made here (a todo marked done under Open, a priority under
    /// "by priority") moves or hides its todo as a read would. The store found the
    /// search's todos (see `fitWindow(after:view:wasHeld:)`). Costs nothing when
    /// nothing it is made from changed.
    mutating func refreshOrderIfNeeded() {
        let inputs = orderInputs
        guard inputs != lastOrderInputs else { return }
        lastOrderInputs = inputs
        order = TodoOrder.indices(of: todos, filter: organizing.settings.filter, sort: organizing.settings.sort)
    }
}

/// Everything the shown order is computed from.
struct OrderInputs: Equatable {
    var revision: Int
    var settings: TodoListSettings
}

// MARK: Loading

extension TodoWorkflow.State {
    /// Takes a list read from the store, and the user's settings with the first one
    /// (`isFirstLoad`: none was read before, though a read may have failed).
    mutating func receive(
        _ loaded: TodoSummaries, settings loadedSettings: TodoListSettings?, outsideChangeMark mark: Int?, isFirstLoad: Bool
    ) {
        failedLoads = 0
        failedCriteria = nil
        todos = loaded
        if let loadedSettings { organizing.settings = loadedSettings }
        outsideChangeMark = mark
        loading = .loaded
        isReloading = false
        replayChangesWhileLoading(placingNewTodosLast: isFirstLoad)
        revision += 1
    }

    /// Takes a page read past an edge of the window, with the changes
    /// made to its todos that the store may not have had when it was read.
    mutating func merge(_ rows: [TodoSummary], at edge: ListWindow.Edge) {
        let previousOrder = order
        let fresh = rows.filter { todos.firstIndex(ofID: $0.id) == nil }
        switch edge {
        case .end: for row in fresh { todos.append(row) }
        case .start: todos = TodoSummaries(fresh + Array(todos))
        }
        window.took(fresh.count, of: rows.count, at: edge, limit: LoadTodosWorker.windowLimit)
        // Past the rows a window holds, the side away from the page read goes.
        let excess = todos.count - ListWindow.heldLimit
        if excess > 0 {
            // Rows the list no longer shows (marked done under Open) go too, but only
            // the shown ones move the places of the others.
            let heldBefore = todos.count - fresh.count
            let dropped = edge == .end ? 0..<excess : heldBefore - excess..<heldBefore
            let shown = previousOrder.map { $0.count { dropped.contains(Int($0)) } } ?? excess
            switch edge {
            case .end:
                todos = TodoSummaries(todos.dropFirst(excess))
                window.dropped(excess, shown: shown, at: .start)
            case .start:
                todos = TodoSummaries(todos.dropLast(excess))
                window.dropped(excess, shown: shown, at: .end)
            }
        }
        let ids = Set(fresh.map(\.id))
        for change in writes.unwrittenChanges + changesWhileLoading where ids.contains(change.todoID) {
            if case .create = change { continue }
            change.apply(to: &todos)
        }
        if !isReloading, !isReadingNewCriteria { changesWhileLoading = [] }
        revision += 1
    }

    mutating func loadFailed(_ failure: ReadFailure) {
        if isReloading {
            // The list on screen is still the best there is, and already shows the
            // changes made meanwhile; the next check tries again.
            isReloading = false
            changesWhileLoading = []
        } else {
            loading = .failed(failure)
            failedLoads += 1
            failedCriteria = organizing.criteria
        }
    }

    /// Opens the editor on the todo as the store has it plus the changes that have not
    /// reached the store (failed, or still on their way); if neither has it, another
    /// instance deleted it, and it leaves the list too.
    mutating func openEditor(on stored: Todo?, id: Todo.ID) {
        var todo = stored
        for change in writes.unwritten(to: id) { change.apply(to: &todo) }
        if todo == nil, drafts.restored?.todoID == id {
            // The draft of a todo deleted since: a new todo.
            step = .edit(.unsaved, isNew: true)
            return
        }
        if let todo {
            step = .edit(todo, isNew: false)
        } else {
            forget(id)
            openFailure = "That todo was deleted elsewhere, by another todo-tui."
            step = .list
        }
    }

    /// Applies to the list just read what the store may not have had when it was read:
    /// the changes not yet written (failed, or on their way) and those made while it
    /// was read. Making a change twice leaves what making it once does.
    ///
    /// On the first load, a todo created before the list arrived got its position from
    /// an empty list; with `placingNewTodosLast` it moves after the stored ones, and
    /// that is written too. Todos created once a list was shown were placed after it.
    mutating func replayChangesWhileLoading(placingNewTodosLast: Bool) {
        let changes = writes.unwrittenChanges + changesWhileLoading
        changesWhileLoading = []
        var endPosition = nextPosition - 1
        var moved: Set<Todo.ID> = []
        for change in changes {
            // A window that does not reach the end of the list has no place for a new todo.
            let holdsNewTodos = window.reachesEnd || window.criteria?.settings.sort != .manual
            guard placingNewTodosLast, case .create(let todo) = change, !moved.contains(todo.id),
                todos.firstIndex(ofID: todo.id) == nil
            else {
                if case .create = change, !holdsNewTodos { continue }
                change.apply(to: &todos)
                continue
            }
            endPosition += 1
            moved.insert(todo.id)
            let move = TodoWrite.update(todo.id, TodoChanges(position: endPosition, updatedAt: todo.createdAt))
            if holdsNewTodos {
                change.apply(to: &todos)
                move.apply(to: &todos)
            }
            writes.add(move)
        }
    }
}
