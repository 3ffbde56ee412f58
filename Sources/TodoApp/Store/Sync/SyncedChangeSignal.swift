import Foundation

/// What wakes the interface on a list kept in step with a server: a commit to the copy
/// by another connection (the list's sync bringing in others' changes, which it tells once
/// committed; or another window here, heard by the files it writes), or a change in how
/// the list stands with the server (gone, back, changes sent).
final class SyncedChangeSignal: OutsideChangeSignal {
    private let pending = PendingChange()
    private let follower: ListFollower
    private let forwarding: Task<Void, Never>?

    init(follower: ListFollower, directory: URL) {
        self.follower = follower
        follower.watch(with: pending)
        if let files = DirectoryChangeSignal(directory: directory) {
            forwarding = Task.detached { [pending] in
                while !Task.isCancelled {
                    if await files.next(timeout: nil) { pending.fire() }
                }
            }
        } else {
            forwarding = nil
        }
    }

    deinit {
        forwarding?.cancel()
        follower.stopWatching(pending)
    }

    func next(timeout: Duration?) async -> Bool {
        await pending.next(timeout: timeout)
    }

    /// The copy is this machine's alone (its write-ahead log needs memory only processes
    /// here share), so its files tell of every commit to it by another window, and the
    /// sync tells of its own once committed: nothing to look for between them, unless the
    /// directory could not be watched.
    var isToldOfEveryChange: Bool { forwarding != nil }

    var syncStatus: SyncStatus { follower.status }
    var isAway: Bool { follower.status.isAway }
}
