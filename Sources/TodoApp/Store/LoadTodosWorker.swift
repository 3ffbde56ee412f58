import Workflow

/// Loads what the list shows of one user's todos, off the main actor.
struct LoadTodosWorker: Worker {
    let store: any TodoStore
    let user: String

    enum Output: Sendable {
        case loaded(TodoSummaries)
        case failed(String)
    }

    func run() async -> Output {
        do {
            return .loaded(try await store.loadSummaries(for: user))
        } catch {
            return .failed(String(describing: error))
        }
    }

    func isEquivalent(to otherWorker: LoadTodosWorker) -> Bool {
        user == otherWorker.user
    }
}
