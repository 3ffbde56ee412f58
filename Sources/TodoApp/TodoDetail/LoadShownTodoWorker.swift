import Workflow

/// Reads the todo the detail pane shows, then the todos beside it in the list, which the
/// next move of the selection shows.
struct LoadShownTodoWorker: Worker {
    let store: any TodoStore
    let writer: TodoWriter
    let user: String
    let id: Todo.ID
    let beside: [Todo.ID]

    enum Output: Equatable, Sendable {
        /// The todo (nil when it is gone), and those beside it that could be read.
        case loaded(Todo?, beside: [Todo])
        case failed(String)
    }

    func run() async -> Output {
        await writer.drain()
        let todo: Todo?
        do {
            todo = try await store.todo(id: id, for: user)
        } catch {
            return .failed(String(describing: error))
        }
        // Read after the shown one, which is not kept waiting for them; one that cannot be
        // read is read when it is selected.
        var read: [Todo] = []
        for id in beside where !Task.isCancelled {
            if let todo = try? await store.todo(id: id, for: user) { read.append(todo) }
        }
        return .loaded(todo, beside: read)
    }

    func isEquivalent(to otherWorker: LoadShownTodoWorker) -> Bool {
        id == otherWorker.id && user == otherWorker.user
    }
}
