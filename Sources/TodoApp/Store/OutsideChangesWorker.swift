import Workflow

/// Waits for another program (another todo-tui on the same database) to change the
/// store, and gives the store's new mark.
///
/// SQLite cannot tell one process about another's commits, so this asks the store
/// (reading the mark is a few microseconds and takes no lock, though it waits its turn
/// behind the store's other reads and writes, and nothing is drawn unless it moved):
/// each time a file in the store's directory changes, as a commit writes one (see
/// ``DirectoryChangeSignal``), and every `interval` without such a signal, or every
/// `unwatchedInterval` for a store with no directory to watch. An app left open wakes
/// only when something changed.
struct OutsideChangesWorker: Worker {
    let store: any OutsideChangeDetecting
    /// Whose list is shown.
    let user: String
    /// The store's mark when the list was read.
    let mark: Int
    /// How the store stood with its server when this watch began (away, changes waiting):
    /// the watch ends when that changes.
    var wasStatus = SyncStatus.inStep
    /// How long to wait on the directory before asking anyway: a network file system
    /// may not report other machines' writes.
    var interval: Duration = .seconds(30)
    var unwatchedInterval: Duration = .seconds(1)
    /// What the looks of a store with nothing to watch wait on.
    var clock = TodoClock.system

    /// How long to wait between looks after a file changed. Another instance writes its
    /// commit to the `-wal` file, then syncs it, and only then marks it committed, in
    /// memory it shares, which no file change reports: asked at once, the store may not
    /// see the commit yet. A slow disk can take seconds over that sync, so the looks go
    /// on for a while; any further change starts them again from the first.
    /// Looks come at 0, 10, 50, 150 and 400 ms, then every 200 ms to a second, so that a
    /// commit seen late by a slow sync still shows within one.
    var looksAfterAChange: [Duration] = [10, 40, 100, 250, 200, 200, 200, 1_000, 3_000, 10_000].map { .milliseconds($0) }

    /// The store's new mark, and what it can tell of the changes that moved it.
    struct Output: Equatable, Sendable {
        var mark: Int
        var changes: [OutsideChange] = []
        /// How the store stands with its server now, when that changed; nil when it did not.
        var status: SyncStatus? = nil
    }

    func run() async -> Output {
        switch await nextEvent() {
        case .changed(let mark)?:
            return Output(mark: mark, changes: await store.outsideChanges(for: user, after: self.mark))
        case .status(let status)?:
            return Output(mark: mark, status: status)
        case nil:
            return Output(mark: mark)
        }
    }

    private enum Event {
        case changed(mark: Int)
        case status(SyncStatus)
    }

    /// Waits for the mark to move or the store's standing with its server to change; nil
    /// if cancelled first.
    private func nextEvent() async -> Event? {
        guard let signal = await store.outsideChangeSignal(for: user) else {
            while !Task.isCancelled {
                await clock.sleep(unwatchedInterval)
                if let changed = await changedMark() { return .changed(mark: changed) }
            }
            return nil
        }
        // Looks first as after a change: one may have come between the list's read and
        // the watch's start, its commit not yet seen.
        let looks = signal.isToldAfterCommit ? [] : looksAfterAChange
        var delays = looks[...]
        while !Task.isCancelled {
            let status = signal.syncStatus
            if status != wasStatus { return .status(status) }
            if let changed = await changedMark() { return .changed(mark: changed) }
            // A change during a wait is looked at then, not when the wait was to end:
            // a commit that comes while the looks after an earlier one go on is shown
            // at once.
            // A signal that tells of every commit (a server's, or a copy's that only this
            // machine writes) leaves nothing to ask until it does.
            let wait = delays.popFirst() ?? (signal.isToldOfEveryChange ? nil : interval)
            if await signal.next(timeout: wait) {
                delays = looks[...]
            }
        }
        return nil
    }

    /// The store's mark if it moved. A store that cannot answer now may later; the list
    /// stays as it is meanwhile.
    private func changedMark() async -> Int? {
        guard let current = try? await store.outsideChangeMark(for: user), current != mark else { return nil }
        return current
    }

    func isEquivalent(to otherWorker: OutsideChangesWorker) -> Bool {
        mark == otherWorker.mark && user == otherWorker.user && wasStatus == otherWorker.wasStatus
    }
}
