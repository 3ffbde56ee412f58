import Workflow

/// Reads the names that have lists, for the name prompt to offer as a name is typed.
///
/// A prompt without suggestions still works, so a failure to read them gives none, and
/// is left for logging in to report.
struct KnownNamesWorker: Worker {
    let store: any TodoStore
    /// Carries the changes of the list just left; the names are read once they are in
    /// the store, so a list started just before logging out is offered.
    let writer: TodoWriter

    func run() async -> [String] {
        await writer.drain()
        return (try? await store.userNames()) ?? []
    }

    func isEquivalent(to otherWorker: KnownNamesWorker) -> Bool { true }
}
