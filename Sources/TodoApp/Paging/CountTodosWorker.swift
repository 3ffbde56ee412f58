import Workflow

/// Counts the todos a search shows, off the main actor: it checks every todo the search
/// may find, which takes longer than a page, so the page is shown first.
struct CountTodosWorker: Worker {
    let store: any TodoStore
    let user: String
    let view: ListView

    func run() async -> Int? {
        try? await store.count(of: view.query(for: user))
    }

    func isEquivalent(to otherWorker: CountTodosWorker) -> Bool {
        user == otherWorker.user && view == otherWorker.view
    }
}
