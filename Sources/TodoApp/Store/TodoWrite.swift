/// A change to one todo that must reach the store.
enum TodoWrite: Hashable, Sendable {
    /// A todo made in this session: inserted whole.
    case create(Todo)
    /// Some fields of an existing todo changed; only they are written.
    case update(Todo.ID, TodoChanges)
    case delete(Todo.ID)

    var todoID: Todo.ID {
        switch self {
        case .create(let todo): todo.id
        case .update(let id, _), .delete(let id): id
        }
    }

    /// The fields an update sets; nil for a creation or a deletion.
    var changes: TodoChanges? {
        if case .update(_, let changes) = self { changes } else { nil }
    }

    /// What is left of this failed change once `newer`, a later change to the same todo,
    /// has been written: nil if `newer` redid or undid all of it.
    ///
    /// A creation stays (with `newer`'s values) after an update, since the update did
    /// not make the todo exist; an update keeps only the fields `newer` did not set.
    func remainder(afterWriting newer: TodoWrite) -> TodoWrite? {
        switch (self, newer) {
        case (_, .create), (_, .delete):
            return nil
        case (.create(var todo), .update(_, let changes)):
            changes.apply(to: &todo)
            return .create(todo)
        case (.update(let id, let changes), .update(_, let newerChanges)):
            let rest = changes.leavingOut(newerChanges)
            return rest.isEmpty ? nil : .update(id, rest)
        case (.delete, .update):
            return self
        }
    }

    /// Whether a change reached the store.
    enum Outcome: Hashable, Sendable {
        case written
        case failed(String)
    }

    func perform(on store: any TodoStore, for user: String) async -> Outcome {
        do {
            switch self {
            case .create(let todo): try await store.save(todo, for: user)
            case .update(let id, let changes): try await store.update(id: id, with: changes, for: user)
            case .delete(let id): try await store.delete(id: id, for: user)
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
            changes.apply(to: &todos[index])
        case .delete(let id):
            if let index = todos.firstIndex(ofID: id) { todos.remove(at: index) }
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
        case .delete:
            todo = nil
        }
    }
}
