import Workflow

/// Saves or deletes one todo, off the main actor.
///
/// A write that has started always finishes, even if the worker is cancelled (the user
/// logged out): the store call runs in a task of its own, which cancellation of the
/// worker does not reach, and the host waits for it before the app exits. Writes of one
/// todo never overlap: `TodoWorkflow` starts the next only when this one has finished.
struct WriteTodoWorker: Worker {
    let store: any TodoStore
    let user: String
    let write: TodoWrite
    /// Bumped to try a failed write again: a new attempt is a different worker.
    let attempt: Int

    enum Output: Equatable, Sendable {
        case succeeded
        case failed(String)
    }

    func run() async -> Output {
        let store = self.store
        let user = self.user
        let write = self.write
        let task = Task {
            switch write {
            case .save(let todo): try await store.save(todo, for: user)
            case .delete(let todo): try await store.delete(id: todo.id, for: user)
            }
        }
        do {
            try await task.value
            return .succeeded
        } catch {
            return .failed(String(describing: error))
        }
    }

    func isEquivalent(to otherWorker: WriteTodoWorker) -> Bool {
        write == otherWorker.write && attempt == otherWorker.attempt && user == otherWorker.user
    }
}
