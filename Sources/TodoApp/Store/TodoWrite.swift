import Foundation

/// A change to one todo that must reach the store.
enum TodoWrite: Hashable, Sendable {
    /// A todo made in this session: inserted whole.
    case create(Todo)
    /// Some fields of an existing todo changed (a tick, a move); only they are written,
    /// and nothing happens if another instance deleted the todo.
    case update(Todo.ID, TodoChanges)
    /// The editor saved this todo's title and note; only they are written. If another
    /// instance deleted the todo meanwhile, nothing is written and the outcome says so
    /// (`.todoWasGone`), so the user can choose to keep the edit as a new todo.
    case edit(Todo)
    case delete(Todo.ID)
    /// A todo deleted in this session comes back (undo): whole, as the writer kept it
    /// when it deleted it, at the position the summary gives.
    case restore(TodoSummary)

    var isCreation: Bool {
        if case .create = self { return true }
        return false
    }

    var todoID: Todo.ID {
        switch self {
        case .create(let todo), .edit(let todo): todo.id
        case .update(let id, _), .delete(let id): id
        case .restore(let summary): summary.id
        }
    }

    /// The fields an update or an edit sets; nil for a creation or a deletion.
    var changes: TodoChanges? {
        switch self {
        case .update(_, let changes): changes
        case .edit(let todo): TodoChanges(title: todo.title, note: todo.note, updatedAt: todo.updatedAt)
        case .create, .delete, .restore: nil
        }
    }

    /// What is left of this failed change once `newer`, a later change to the same todo,
    /// has been written: nil if `newer` redid or undid all of it.
    ///
    /// A creation or an edit stays, with `newer`'s values, after an update, since the
    /// update did not make the todo exist; an update keeps only the fields `newer` did
    /// not set.
    func remainder(afterWriting newer: TodoWrite) -> TodoWrite? {
        switch (self, newer) {
        case (_, .create), (_, .delete), (_, .restore), (.edit, .edit):
            return nil
        case (.delete, _):
            return self
        case (.restore, _):
            // The todo is back only once the restore itself is written.
            return self
        case (.create(var todo), .update), (.create(var todo), .edit):
            newer.changes?.apply(to: &todo)
            return .create(todo)
        case (.edit(var todo), .update):
            newer.changes?.apply(to: &todo)
            return .edit(todo)
        case (.update(let id, let changes), .update), (.update(let id, let changes), .edit):
            let rest = changes.leavingOut(newer.changes!)
            return rest.isEmpty ? nil : .update(id, rest)
        }
    }

    /// The same change, made at `now`: an undo writes old values, but at a new time.
    func stamped(_ now: Date) -> TodoWrite {
        switch self {
        case .update(let id, var changes):
            changes.updatedAt = now
            return .update(id, changes)
        case .edit(var todo):
            todo.updatedAt = now
            return .edit(todo)
        case .create, .delete, .restore:
            return self
        }
    }

    /// Whether a change reached the store.
    enum Outcome: Hashable, Sendable {
        case written
        case failed(String)
        /// An edit found its todo deleted by another instance, and wrote nothing.
        case todoWasGone
    }

    func perform(on store: any TodoStore, for user: String) async -> Outcome {
        do {
            switch self {
            case .create(let todo):
                try await store.save(todo, for: user)
            case .update(let id, let changes):
                try await store.update(id: id, with: changes, for: user)
            case .edit(let todo):
                if try await !store.update(id: todo.id, with: changes!, for: user) {
                    return .todoWasGone
                }
            case .delete(let id):
                try await store.delete(id: id, for: user)
            case .restore(let summary):
                // The writer restores from what it kept; without that, the list's own
                // knowledge of the todo is what there is.
                try await store.save(Todo(
                    id: summary.id, title: summary.title, isDone: summary.isDone, position: summary.position,
                    priority: summary.priority, dueDate: summary.dueDate, completedAt: summary.completedAt
                ), for: user)
            }
            return .written
        } catch {
            return .failed(String(describing: error))
        }
    }

    /// Makes the same change to the list in memory, as the store makes it to the stored
    /// list.
    func apply(to todos: inout TodoSummaries) {
        switch self {
        case .create(let todo):
            if todos.firstIndex(ofID: todo.id) == nil { todos.append(TodoSummary(todo)) }
        case .update(let id, let changes):
            guard let index = todos.firstIndex(ofID: id) else { return }
            guard let position = changes.position, position != todos[index].position else {
                changes.apply(to: &todos[index])
                return
            }
            // A new position moves the todo: lists are kept in position order.
            var moved = todos.remove(at: index)
            changes.apply(to: &moved)
            todos.insert(moved, at: todos.insertionIndex(forPosition: position))
        case .edit(let todo):
            if let index = todos.firstIndex(ofID: todo.id) {
                changes!.apply(to: &todos[index])
            } else {
                // A todo the list did not hold (one an edit brought into a search) goes
                // where its position puts it: lists are in position order.
                todos.insert(TodoSummary(todo), at: todos.insertionIndex(forPosition: todo.position))
            }
        case .delete(let id):
            if let index = todos.firstIndex(ofID: id) { todos.remove(at: index) }
        case .restore(let summary):
            guard todos.firstIndex(ofID: summary.id) == nil else { return }
            // Back where its position puts it: lists are in position order.
            todos.insert(summary, at: todos.insertionIndex(forPosition: summary.position))
        }
    }

    /// Makes the same change to the todo it is about, as the store makes it to the
    /// stored todo; `todo` is nil while there is none.
    func apply(to todo: inout Todo?) {
        precondition(todo == nil || todo?.id == todoID, "A change to todo \(todoID) was applied to todo \(todo!.id); apply each change only to its own todo.")
        switch self {
        case .create(let created):
            todo = created
        case .update(_, let changes):
            guard var changed = todo else { return }
            changes.apply(to: &changed)
            todo = changed
        case .edit(let edited):
            guard var changed = todo else {
                todo = edited
                return
            }
            changes!.apply(to: &changed)
            todo = changed
        case .delete:
            todo = nil
        case .restore(let summary):
            if todo == nil {
                todo = Todo(
                    id: summary.id, title: summary.title, isDone: summary.isDone, position: summary.position,
                    priority: summary.priority, dueDate: summary.dueDate, completedAt: summary.completedAt
                )
            }
        }
    }
}
