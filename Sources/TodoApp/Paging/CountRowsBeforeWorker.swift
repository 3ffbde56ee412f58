import Workflow

/// Counts the todos a view of a long list shows before the first row of a window read
/// around a todo, off the main actor: with it, each row's place in the whole list,
/// which the footer shows ("4,512/10,000"). It reads every todo before that row, which
/// takes longer than a page, so the rows are shown first.
struct CountRowsBeforeWorker: Worker {
    let store: any TodoStore
    let user: String
    let criteria: ListCriteria
    /// The first row held, whose place is counted.
    let first: TodoSummary

    func run() async -> Int? {
        try? await store.count(of: criteria.query(for: user), before: TodoCursor(first, sort: criteria.settings.sort))
    }

    func isEquivalent(to otherWorker: CountRowsBeforeWorker) -> Bool {
        user == otherWorker.user && criteria == otherWorker.criteria && first.id == otherWorker.first.id
    }
}
