import Workflow

/// Reads the notes of a user's todos, for a search: the list keeps none, and a search
/// matches notes too.
struct LoadNotesWorker: Worker {
    let store: any TodoStore
    let writer: TodoWriter
    let user: String

    func run() async -> [Todo.ID: String] {
        await writer.drain()
        let notes = (try? await store.notes(for: user)) ?? [:]
        return notes
    }

    func isEquivalent(to otherWorker: LoadNotesWorker) -> Bool {
        user == otherWorker.user
    }
}
