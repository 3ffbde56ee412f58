import Workflow

/// Reads one todo whole, note and dates included, for the editor.
///
/// It first waits for the changes already handed to the writer, so that it reads the
/// todo as the user last left it rather than racing their save.
struct LoadTodoWorker: Worker {
    let store: any TodoStore
    let writer: TodoWriter
    let user: String
    let id: Todo.ID

    enum Output: Equatable, Sendable {
        /// The stored todo; nil if there is none.
        case loaded(Todo?)
        case failed(String)
    }

    func run() async -> Output {
        await writer.drain()
        do {
            return .loaded(try await store.todo(id: id, for: user))
        } catch {
            return .failed(String(describing: error))
        }
    }

    func isEquivalent(to otherWorker: LoadTodoWorker) -> Bool {
        id == otherWorker.id && user == otherWorker.user
    }
}
