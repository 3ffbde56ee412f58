/// A change to one todo that must reach the store.
enum TodoWrite: Hashable, Sendable {
    case save(Todo)
    case delete(Todo)

    var todo: Todo {
        switch self {
        case .save(let todo), .delete(let todo): todo
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
            case .save(let todo): try await store.save(todo, for: user)
            case .delete(let todo): try await store.delete(id: todo.id, for: user)
            }
            return .written
        } catch {
            return .failed(String(describing: error))
        }
    }

    /// Makes the same change to a list in memory.
    func apply(to todos: inout [Todo]) {
        switch self {
        case .save(let todo):
            if let index = todos.firstIndex(where: { $0.id == todo.id }) {
                todos[index] = todo
            } else {
                todos.append(todo)
            }
        case .delete(let todo):
            todos.removeAll { $0.id == todo.id }
        }
    }
}
