/// A change to one todo that must reach the store.
enum TodoWrite: Hashable, Sendable {
    case save(Todo)
    case delete(Todo)

    var todo: Todo {
        switch self {
        case .save(let todo), .delete(let todo): todo
        }
    }
}

extension TodoWrite {
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
