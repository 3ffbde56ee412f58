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
        return "\(todos.count) todos (\(done) done), \(loading), \(editing), \(settings.filter)/\(settings.sort.rawValue), "
            + "\(writes.toSubmit.count) writes in flight, \(writes.failures.count) failed"
    }
}

// MARK: What the list shows

extension TodoWorkflow.State {
    /// The todos shown, in shown order.
    var rows: TodoRows { TodoRows(todos: todos, order: order, window: window, isReading: isLoadingView) }

    /// How the user asks to see the list now.
    var wantedView: ListView {
        ListView(settings: settings, search: search?.text ?? "")
    }

    /// The list is being read again as the user now asks to see it: the window held
    /// was read for another filter, sort or search, or Home or End asked for its first
    /// or last rows.
    var isLoadingView: Bool {
        loading == .loaded && (window.view != wantedView || jump != nil || isPlacingTodo)
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
        OrderInputs(revision: revision, settings: settings)
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
        order = TodoOrder.indices(of: todos, filter: settings.filter, sort: settings.sort)
    }
}

/// Everything the shown order is computed from.
struct OrderInputs: Equatable {
    var revision: Int
    var settings: TodoListSettings
}

// MARK: Loading

extension TodoWorkflow.State {
    /// Takes a list read from the store, and the user's settings with the first one.
    mutating func receive(_ loaded: TodoSummaries, settings loadedSettings: TodoListSettings?, outsideChangeMark mark: Int?) {
        let isFirstLoad = loading != .loaded
        todos = loaded
        if let loadedSettings { settings = loadedSettings }
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
        if !isReloading, !isLoadingView { changesWhileLoading = [] }
        revision += 1
    }

    mutating func loadFailed(_ message: String) {
        if isReloading {
            // The list on screen is still the best there is, and already shows the
            // changes made meanwhile; the next check tries again.
            isReloading = false
            changesWhileLoading = []
        } else {
            loading = .failed(message)
        }
    }

    /// Queues a change to the drafts in the store.
    mutating func writeDraft(_ change: DraftChange) {
        draftWrite = DraftWrite(ticket: (draftWrite?.ticket ?? 0) + 1, change: change)
        draftIsKept = false
        if change == .forget { restoredDraft = nil }
    }

    /// Opens the editor on the todo as the store has it plus the changes that have not
    /// reached the store (failed, or still on their way); if neither has it, another
    /// instance deleted it, and it leaves the list too.
    mutating func openEditor(on stored: Todo?, id: Todo.ID) {
        var todo = stored
        for change in writes.unwritten(to: id) { change.apply(to: &todo) }
        if todo == nil, restoredDraft?.todoID == id {
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
            let holdsNewTodos = window.reachesEnd || window.view?.settings.sort != .manual
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

// MARK: Changes

extension TodoWorkflow.State {
    /// Queues a change for the store, remembering it for the load if that is still
    /// under way.
    mutating func record(_ write: TodoWrite) {
        writes.add(write)
        revision += 1
        if loading == .loading || isReloading || isLoadingView || pageWanted != nil { changesWhileLoading.append(write) }
    }

    /// Makes a change to the list and the store, and keeps it for undo.
    mutating func commit(_ change: UndoableChange) {
        perform(change.redo)
        history.record(change)
        status = ChangeDescription.afterChange(change.description)
    }

    private mutating func perform(_ changes: [TodoWrite]) {
        for write in changes {
            let wasHeld = todos.firstIndex(ofID: write.todoID) != nil
            write.apply(to: &todos)
            record(write)
            // A window knows the user's count from its read: it follows what is made here.
            switch write {
            case .create(let todo):
                window.everyTodoCount = window.everyTodoCount.map { $0 + 1 }
                // The next one goes after it, though a later read may not hold it.
                window.maxPosition = max(window.maxPosition ?? todo.position, todo.position)
            case .restore:
                window.everyTodoCount = window.everyTodoCount.map { $0 + 1 }
            case .delete: window.everyTodoCount = window.everyTodoCount.map { max(0, $0 - 1) }
            case .update, .edit: break
            }
            if let view = window.view { fitWindow(after: write, view: view, wasHeld: wasHeld) }
        }
    }

    mutating func undo(at now: Date) {
        guard let change = history.undo() else {
            status = "Nothing to undo."
            return
        }
        perform(change.undo.map { $0.stamped(now) })
        selectTodoChanged(by: change.undo)
        status = ChangeDescription.afterUndo(change.description)
    }

    mutating func redo(at now: Date) {
        guard let change = history.redo() else {
            status = "Nothing to redo."
            return
        }
        perform(change.redo.map { $0.stamped(now) })
        selectTodoChanged(by: change.redo)
        status = ChangeDescription.afterRedo(change.description)
    }

    /// Takes a todo the store no longer has off the list, writing nothing.
    mutating func forget(_ id: Todo.ID) {
        TodoWrite.delete(id).apply(to: &todos)
        revision += 1
    }

    /// What a key on the list does to its todo.
    mutating func make(_ change: TodoWorkflow.Action.ListChange, at now: Date) {
        switch change {
        case .toggle(let row):
            guard let todo = summary(of: row) else { return }
            let done = !todo.isDone
            commit(UndoableChange(
                description: done ? "Marked \(quoted(todo)) done" : "Marked \(quoted(todo)) not done",
                redo: [.update(todo.id, TodoChanges(isDone: done, updatedAt: now))],
                undo: [.update(todo.id, TodoChanges(isDone: todo.isDone, completedAt: .some(todo.completedAt), updatedAt: now))]
            ))
        case .delete(let row):
            guard let todo = summary(of: row) else { return }
            commit(UndoableChange(description: "Deleted \(quoted(todo))", redo: [.delete(todo.id)], undo: [.restore(todo)]))
            if step == .opening(todo.id) { step = .list }
        case .cyclePriority(let row):
            guard let todo = summary(of: row) else { return }
            let priority = todo.priority.next
            commit(UndoableChange(
                description: priority == .none ? "\(quoted(todo)): no priority" : "\(quoted(todo)): \(priority.name) priority",
                redo: [.update(todo.id, TodoChanges(priority: priority, updatedAt: now))],
                undo: [.update(todo.id, TodoChanges(priority: todo.priority, updatedAt: now))]
            ))
        case .setDueDate(let row, let day):
            guard let todo = summary(of: row), day != todo.dueDate else { return }
            commit(UndoableChange(
                description: day.map { "\(quoted(todo)) due \($0)" } ?? "\(quoted(todo)): no due date",
                redo: [.update(todo.id, TodoChanges(dueDate: .some(day), updatedAt: now))],
                undo: [.update(todo.id, TodoChanges(dueDate: .some(todo.dueDate), updatedAt: now))]
            ))
        case .move(let row, let neighbour):
            guard let todo = summary(of: row), let other = summary(of: neighbour) else { return }
            let swap: (Int, Int) -> [TodoWrite] = { mine, theirs in
                [.update(todo.id, TodoChanges(position: mine, updatedAt: now)), .update(other.id, TodoChanges(position: theirs, updatedAt: now))]
            }
            commit(UndoableChange(
                description: "Moved \(quoted(todo)) \(other.position < todo.position ? "up" : "down")",
                redo: swap(other.position, todo.position),
                undo: swap(todo.position, other.position)
            ))
        }
    }

    private func summary(of row: TodoListWorkflow.ListedTodo) -> TodoSummary? {
        index(of: row).map { todos[$0] }
    }

    private func quoted(_ todo: TodoSummary) -> String {
        ChangeDescription.quoted(todo.title)
    }

    /// The editor saved: a new todo goes at the end of the list, an edit changes its
    /// todo's title and note.
    mutating func save(_ saved: Todo, newID: Todo.ID, at now: Date) {
        var todo = saved
        todo.updatedAt = now
        if case .edit(let original, isNew: let isNew) = step {
            if isNew {
                todo.id = newID
                // Placed when saved, not when the editor opened: the list may have
                // finished loading meanwhile.
                todo.position = nextPosition
                todo.createdAt = now
                commit(UndoableChange(
                    description: "Added \(ChangeDescription.quoted(todo.title))", redo: [.create(todo)], undo: [.delete(todo.id)]
                ))
            } else {
                commit(UndoableChange(
                    description: "Saved \(ChangeDescription.quoted(todo.title))",
                    redo: [.edit(todo)] + Self.organizing(todo, from: original, at: now),
                    undo: [.update(todo.id, TodoChanges(title: original.title, note: original.note, updatedAt: now))]
                        + Self.organizing(original, from: todo, at: now)
                ))
            }
        }
        reveal(todo.id)
        step = .list
    }

    /// Puts `todo`, every field as it is, at the end of the list as a new todo changed
    /// `now`, and queues it for the store.
    mutating func add(_ todo: Todo, at now: Date) {
        var todo = todo
        todo.position = nextPosition
        todo.updatedAt = now
        commit(UndoableChange(
            description: "Added \(ChangeDescription.quoted(todo.title))", redo: [.create(todo)], undo: [.delete(todo.id)]
        ))
        reveal(todo.id)
    }

    mutating func placeInWindow(_ id: Todo.ID) {
        reveal(id)
        isPlacingTodo = true
    }

    /// Has the list select this todo, and move to it.
    mutating func reveal(_ id: Todo.ID) {
        revealedTodoID = id
        reveals += 1
        selectedID = id
    }

    /// A window holds one stretch of one view (see ``ListWindow``), and
    /// a change may leave a todo where that view would not show it:
    /// - one the view does not show (an edit that took out the words searched for, an
    ///   add that lacks them) leaves the rows held;
    /// - one it shows that the rows held may not place (an add, an undone delete, a
    ///   redone add or edit, an undone edit that brings the words back) has the window
    ///   read again around it.
    private mutating func fitWindow(after write: TodoWrite, view: ListView, wasHeld: Bool) {
        let holdsTheView = window.reachesStart && window.reachesEnd
        switch write {
        case .create(let todo), .edit(let todo):
            if !view.includes(todo) {
                // Still in the store; only this view leaves it out.
                TodoWrite.delete(todo.id).apply(to: &todos)
                revision += 1
            } else if !holdsTheView, !wasHeld || write.isCreation {
                placeInWindow(todo.id)
            }
        case .restore(let summary):
            if !holdsTheView { placeInWindow(summary.id) }
        case .update(let id, let changes):
            guard !wasHeld, !view.search.isEmpty, let title = changes.title, let note = changes.note,
                TodoSearch(view.search).matches(title: title, note: note)
            else { break }
            placeInWindow(id)
        case .delete:
            break
        }
    }
}

/// A change to the drafts in the store, numbered so each is handed to the writer once.
struct DraftWrite: Equatable {
    var ticket: Int
    var change: DraftChange
}
