/// A change to one todo that must reach the store.
enum TodoWrite: Hashable, Sendable {
    /// A todo made in this session: inserted whole.
    case create(Todo)
    /// Only `fields` of an existing todo changed; only they are written.
    case update(Todo, TodoFields)
    case delete(Todo)

    var todo: Todo {
        switch self {
        case .create(let todo), .update(let todo, _), .delete(let todo): todo
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
            case .update(let todo, let fields): try await store.update(todo, fields: fields, for: user)
            case .delete(let todo): try await store.delete(id: todo.id, for: user)
            }
            return .written
        } catch {
            return .failed(String(describing: error))
        }
    }

    /// Makes the same change to a list in memory, as the store does it.
    func apply(to todos: inout ChunkedArray<Todo>) {
        switch self {
        case .create(let todo):
            if !todos.contains(where: { $0.id == todo.id }) { todos.append(todo) }
        case .update(let todo, let fields):
            guard let index = todos.firstIndex(where: { $0.id == todo.id }) else { return }
            if fields.contains(.title) { todos[index].title = todo.title }
            if fields.contains(.note) { todos[index].note = todo.note }
            if fields.contains(.isDone) { todos[index].isDone = todo.isDone }
            if fields.contains(.position) { todos[index].position = todo.position }
            todos[index].updatedAt = todo.updatedAt
        case .delete(let todo):
            todos.removeAll { $0.id == todo.id }
        }
    }
}
