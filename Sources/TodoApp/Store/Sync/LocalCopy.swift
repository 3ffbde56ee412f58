import Foundation
import GRDB

/// This machine's copy of a list it opened on a server, and the changes made to it that
/// the server does not have yet: a todo database of its own (see
/// ``TodoDatabaseSchema/version8(_:)`` and ``ServerCopies``), in which the list is a local
/// user.
///
/// The interface reads a copy as it reads a list of its own, at the same speed, with the
/// server there or not. A change is made to the copy and kept in the outbox in one
/// transaction; ``ListSync`` sends the outbox and brings what the server has back in. A
/// todo with changes waiting shows the server's version with those changes made over it,
/// so that nothing made here seems undone before the server has it.
///
/// Several `LocalCopy` values may share the file (the interface's and the sync's, each on
/// its own connection, so that each sees the other's commits as another program's).
struct LocalCopy: Sendable {
    let store: SQLiteTodoStore
    /// The id each change made here is kept and sent under: a new one each time, unless
    /// whoever opened the copy must know them beforehand (a harness's journal).
    var newChangeID: @Sendable () -> UUID = { UUID() }

    // MARK: - Lists

    /// The copy of the list `name` opens, as the server would open it; nil when this
    /// machine has none.
    func copiedList(named name: ServerListName) async throws -> CopiedList? {
        try await store.read("find the list's copy") { db in try CopiedList.find(name, in: db) }
    }

    func copiedList(serverListID id: Int64) async throws -> CopiedList? {
        try await store.read("find the list's copy") { db in try CopiedList.find(serverListID: id, in: db) }
    }

    /// Keeps what the server says of `list`, making a place for its copy the first time.
    func remember(_ list: ServerList) async throws -> CopiedList {
        try await store.write("note the list") { db in try CopiedList.remember(list, in: db) }
    }

    // MARK: - Changes made here

    /// Makes `change` to the copy and keeps it for the server, in one transaction. An
    /// update of a todo the copy no longer has changes nothing, keeps nothing, and
    /// returns false.
    @discardableResult
    func make(_ change: ListChange, in copied: CopiedList) async throws -> Bool {
        try await make([change], in: copied)
    }

    /// Makes every one of `changes` and keeps them, in their order, in one transaction.
    /// Returns false if an update among them found no todo (and kept nothing of it).
    @discardableResult
    func make(_ changes: [ListChange], in copied: CopiedList) async throws -> Bool {
        let label = changes.count == 1 ? "save the change" : "save \(changes.count) changes"
        let ids = changes.map { _ in newChangeID() }
        return try await store.write(label) { db in
            var allThere = true
            for (change, id) in zip(changes, ids) {
                if try !Self.make(change.asTheServerKeepsIt, id: id, userID: copied.userID, in: db) { allThere = false }
            }
            return allThere
        }
    }

    private static func make(_ change: ListChange, id: UUID, userID: Int64, in db: Database) throws -> Bool {
        var kept = change
        switch change {
        case .save(let todo):
            try TodoRows.save([todo], userID: userID, in: db)
        case .update(let id, let changes, _):
            // The note it was made from, for a server whose note moved on meanwhile.
            let base = changes.note == nil ? nil : try TodoRows.todo(id: id, userID: userID, in: db)?.note
            guard try TodoRows.update(id: id, with: changes, userID: userID, in: db) else { return false }
            kept = .update(id, changes, baseNote: base)
        case .delete(let id):
            try TodoRows.delete(id: id, userID: userID, in: db)
        }
        try Outbox.append(SentChange(id: id, change: kept), userID: userID, in: db)
        return true
    }

    // MARK: - The outbox

    /// The changes waiting for the server in `copied`, oldest first, at most `limit`.
    func unsent(in copied: CopiedList, limit: Int) async throws -> [SentChange] {
        try await store.read("read the changes to send") { db in try Outbox.pending(userID: copied.userID, limit: limit, in: db) }
    }

    /// How many changes to `copied` wait for the server.
    func unsentCount(in copied: CopiedList) async throws -> Int {
        try await store.read("count the changes to send") { db in try Outbox.count(userID: copied.userID, in: db) }
    }
}
