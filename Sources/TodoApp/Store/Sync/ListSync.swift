import Foundation
import Logging
import Synchronization

/// The followers of the server lists this program keeps in step, one per list, each on
/// a connection to its list's copy of its own (see ``ListFollower``).
final class ListSync: Sendable {
    private let server: ServerTodoStore
    let copies: ServerCopies
    private let logger: Logger
    private let followers = Mutex<[Int64: ListFollower]>([:])
    private let pace: Duration

    init(server: ServerTodoStore, copies: ServerCopies, logger: Logger, pace: Duration = ListFollower.catchUpPace) {
        self.server = server
        self.copies = copies
        self.logger = logger
        self.pace = pace
    }

    deinit {
        stopAll()
    }

    /// The follower of `copied`, started the first time.
    func follow(_ copied: CopiedList) throws -> ListFollower {
        try followers.withLock { followers in
            if let follower = followers[copied.list.id] { return follower }
            let follower = ListFollower(
                copied, server: server, books: try copies.interfaceCopy(of: copied.list.id),
                incoming: try copies.syncCopy(of: copied.list.id), logger: logger, pace: pace
            )
            followers[copied.list.id] = follower
            return follower
        }
    }

    func follower(of listID: Int64) -> ListFollower? {
        followers.withLock { $0[listID] }
    }

    var all: [ListFollower] {
        followers.withLock { Array($0.values) }
    }

    /// Stops following every list but `listID` that has nothing waiting to send: a program
    /// follows the list open in it, and those with changes still to send, and holds a
    /// listening connection for each.
    func followOnly(_ listID: Int64) async {
        for follower in all where follower.listID != listID {
            guard await follower.unsentCount() == 0 else { continue }
            followers.withLock { followers in
                if followers[follower.listID] === follower { followers[follower.listID] = nil }
            }
            follower.stop()
        }
    }

    /// Whether a list followed now found the server away at its latest try.
    var hasFoundServerAway: Bool {
        all.contains { $0.hasTriedAndFoundServerAway }
    }

    func stopAll() {
        followers.withLock { followers in
            followers.values.forEach { $0.stop() }
            followers.removeAll()
        }
    }
}
