import Workflow

/// Counts the todos a search shows, off the main actor, once the search has settled: it
/// checks every todo the search may find, which takes longer than a page, so the page
/// is shown first.
struct CountTodosWorker: Worker {
    let store: any TodoStore
    let user: String
    let criteria: ListCriteria

    /// How long the search must stay as it is before it is counted: while one is typed,
    /// each key would start a count that the next makes useless, and a count of a text
    /// most todos hold reads them all, slowing the pages the keys ask for.
    static let settleTime = Duration.milliseconds(200)

    func run() async -> Int? {
        try? await Task.sleep(for: Self.settleTime)
        // Replaced by the next key's count: the output would be dropped anyway.
        guard !Task.isCancelled else { return nil }
        return try? await store.count(of: criteria.query(for: user))
    }

    func isEquivalent(to otherWorker: CountTodosWorker) -> Bool {
        user == otherWorker.user && criteria == otherWorker.criteria
    }
}
