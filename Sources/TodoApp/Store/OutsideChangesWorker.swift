import Workflow

/// Waits for another program (another todo-tui on the same database) to change the
/// store, looking once every `interval`, and gives the store's new mark.
///
/// SQLite cannot tell one process about another's commits, so this asks: reading the
/// mark is a few microseconds and takes no lock, and nothing is drawn unless it moved.
struct OutsideChangesWorker: Worker {
    let store: any OutsideChangeDetecting
    /// The store's mark when the list was read.
    let mark: Int
    var interval: Duration = .seconds(1)

    func run() async -> Int {
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            // A store that cannot answer now may later; the list stays as it is meanwhile.
            if let current = try? await store.outsideChangeMark(), current != mark { return current }
        }
        return mark
    }

    func isEquivalent(to otherWorker: OutsideChangesWorker) -> Bool {
        mark == otherWorker.mark
    }
}
