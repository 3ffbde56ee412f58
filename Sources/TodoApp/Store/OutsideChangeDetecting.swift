import Foundation

/// A store that other programs may change at the same time (another todo-tui on the same
/// database, or another person on the same server), and that can tell when they have.
protocol OutsideChangeDetecting: TodoStore {
    /// A number that stays the same until another program commits a change to `user`'s
    /// list, and differs after. Changes made through this store leave it alone. A store
    /// may move it for any list's change (SQLite's moves for any commit to the file).
    func outsideChangeMark(for user: String) async throws -> Int

    /// What wakes a waiter when `user`'s list may have changed, so that the mark is asked
    /// for only then; nil when nothing can tell, and the mark is asked for every second.
    func outsideChangeSignal(for user: String) async -> (any OutsideChangeSignal)?

    /// What others changed in `user`'s list after `mark`, oldest first, as far as the store
    /// can tell; empty when it cannot (SQLite keeps no record of who changed what).
    func outsideChanges(for user: String, after mark: Int) async -> [OutsideChange]

    /// The directory whose files another program writes when it changes the store: the
    /// default signal watches it. Nil when there is none to watch.
    var changedFilesDirectory: URL? { get }
}

extension OutsideChangeDetecting {
    var changedFilesDirectory: URL? { nil }

    func outsideChanges(for user: String, after mark: Int) async -> [OutsideChange] { [] }

    func outsideChangeSignal(for user: String) async -> (any OutsideChangeSignal)? {
        changedFilesDirectory.flatMap(DirectoryChangeSignal.init(directory:))
    }
}

/// Wakes whoever waits on it when a store may have changed; the waiter then asks the
/// store's mark.
protocol OutsideChangeSignal: Sendable {
    /// Returns true at the next change, at once if one came since the last call, or false
    /// once `timeout` passed without one (or the task was cancelled); nil waits for the
    /// change alone.
    func next(timeout: Duration?) async -> Bool

    /// Whether every change is told once it can be read, as a server's notifications
    /// are: the waiter then asks only when told. A file's change is told as it is
    /// written, before the commit is seen, so for those the waiter also looks a few
    /// times after each change.
    var isToldAfterCommit: Bool { get }

    /// Whether every change is told at all, if perhaps before it can be read. A network
    /// file system may not tell of other machines' writes, so for a file that may be on
    /// one the waiter also looks now and then without a change.
    var isToldOfEveryChange: Bool { get }

    /// Whether the store cannot be reached now (a server that went away): changes made
    /// now could not be saved. A signal wakes its waiter when this changes either way.
    var isAway: Bool { get }

    /// How the store stands with its server: away or not, and how many changes made here
    /// wait for it. A signal wakes its waiter when this changes.
    var syncStatus: SyncStatus { get }
}

extension OutsideChangeSignal {
    var isToldAfterCommit: Bool { false }
    var isToldOfEveryChange: Bool { isToldAfterCommit }
    var isAway: Bool { false }
    var syncStatus: SyncStatus { SyncStatus(isAway: isAway) }
}
