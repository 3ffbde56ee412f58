import Workflow

/// Reads the names that have lists, for the name prompt to offer as a name is typed.
///
/// A prompt without suggestions still works, so a failure to read them gives none, and
/// is left for logging in to report.
struct KnownNamesWorker: Worker {
    let store: any TodoStore

    func run() async -> [String] {
        (try? await store.userNames()) ?? []
    }

    func isEquivalent(to otherWorker: KnownNamesWorker) -> Bool { true }
}
