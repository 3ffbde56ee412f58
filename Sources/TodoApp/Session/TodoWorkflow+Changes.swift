import Foundation

// MARK: Changes

extension TodoWorkflow.State {
    /// Queues a change for the store, remembering it for the load if that is still
    /// under way.
    mutating func record(_ write: TodoWrite) {
        writes.add(write)
        revision += 1
        if loading == .loading || isReloading || isReadingNewCriteria || pageWanted != nil { changesWhileLoading.append(write) }
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
            if let criteria = window.criteria { fitWindow(after: write, criteria: criteria, wasHeld: wasHeld) }
        }
    }

    mutating func undo(at now: Date) {
        guard let change = history.undo() else {
            status = StatusMessage("Nothing to undo.")
            return
        }
        perform(change.undo.map { $0.stamped(now) })
        selectTodoChanged(by: change.undo)
        status = ChangeDescription.afterUndo(change.description)
    }

    mutating func redo(at now: Date) {
        guard let change = history.redo() else {
            status = StatusMessage("Nothing to redo.")
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
                description: day.map { "\(quoted(todo)) due \(dueDateFormat.calendarName(of: $0, today: TodoDay(now)))" }
                    ?? "\(quoted(todo)): no due date",
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
    private mutating func fitWindow(after write: TodoWrite, criteria: ListCriteria, wasHeld: Bool) {
        let holdsTheView = window.reachesStart && window.reachesEnd
        switch write {
        case .create(let todo), .edit(let todo):
            if !criteria.includes(todo) {
                // Still in the store; only these criteria leave it out.
                TodoWrite.delete(todo.id).apply(to: &todos)
                revision += 1
            } else if !holdsTheView, !wasHeld || write.isCreation {
                placeInWindow(todo.id)
            }
        case .restore(let summary):
            if !holdsTheView { placeInWindow(summary.id) }
        case .update(let id, let changes):
            guard !wasHeld, !criteria.search.isEmpty, let title = changes.title, let note = changes.note,
                TodoSearch(criteria.search).matches(title: title, note: note)
            else { break }
            placeInWindow(id)
        case .delete:
            break
        }
    }
}
