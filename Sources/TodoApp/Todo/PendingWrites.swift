/// The writes that have not reached the store yet, at most one running per todo.
///
/// Writes of one todo run one after another, so the store always ends with the newest
/// change: while one runs, a newer change waits (replacing any older waiting one), and
/// starts when the running one finishes.
struct PendingWrites: Equatable {
    struct Entry: Equatable {
        var running: TodoWrite
        var waiting: TodoWrite?
        /// Counts the runs for this todo, so each is a new worker.
        var attempt = 0
        /// Why the last run failed; a failed entry waits for a retry.
        var failure: String?
    }

    private(set) var entries: [Todo.ID: Entry] = [:]

    var isEmpty: Bool { entries.isEmpty }

    /// The writes to run now: every entry that has not failed.
    var running: [(id: Todo.ID, write: TodoWrite, attempt: Int)] {
        entries.compactMap { id, entry in
            entry.failure == nil ? (id, entry.running, entry.attempt) : nil
        }
    }

    /// Why writes failed, one message per todo, if any did.
    var failures: [String] {
        entries.values.compactMap(\.failure)
    }

    mutating func add(_ write: TodoWrite) {
        let id = write.todo.id
        if entries[id] != nil {
            entries[id]?.waiting = write
        } else {
            entries[id] = Entry(running: write)
        }
    }

    mutating func finish(_ id: Todo.ID, attempt: Int, failure: String?) {
        guard var entry = entries[id], entry.attempt == attempt else { return }
        if let failure {
            entry.failure = failure
        } else if let next = entry.waiting {
            entry = Entry(running: next, attempt: entry.attempt + 1)
        } else {
            entries[id] = nil
            return
        }
        entries[id] = entry
    }

    /// Runs every failed write again, the newest change for each todo.
    mutating func retryFailed() {
        for (id, entry) in entries where entry.failure != nil {
            entries[id] = Entry(running: entry.waiting ?? entry.running, attempt: entry.attempt + 1)
        }
    }
}
