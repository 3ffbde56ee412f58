import Foundation

/// What a local copy of a list sends to the server: its changes, one at a time, each made
/// once however often it is sent.
extension ServerTodoStore {
    /// Makes `change` to `list` on the server, once: the change's id is kept with it, in
    /// the same transaction, so that sending the same ``SentChange`` again (after a reply
    /// lost with the connection, say) finds it made and does nothing.
    ///
    /// ```swift
    /// let list = try await store.existingList("Groceries")!
    /// let sent = SentChange(id: UUID(), change: .update(milk.id, TodoChanges(isDone: true, updatedAt: .now), baseNote: nil))
    /// switch try await store.send(sent, to: list) {
    /// case .applied, .alreadyApplied: outbox.remove(sent)
    /// case .refused(let reason): tell(reason); outbox.remove(sent)
    /// …
    /// }
    /// ```
    ///
    /// One statement, one round trip, in its own transaction: whatever the server says is
    /// final for this change, and only a failure to hear it is thrown.
    ///
    /// - Returns: what the server did; see ``ListChangeOutcome``. A role that may no longer
    ///   change the list (the list gone or no longer shared with it, or shared for reading
    ///   only) gets ``ListChangeOutcome/refused(_:)`` with a sentence for the user, not an
    ///   error: sending again would be refused again.
    /// - Throws: ``TodoStoreError/serverUnreachable(server:reason:)`` when the server
    ///   cannot be reached or the connection was lost twice (send the same change again
    ///   later), and ``TodoStoreError/serverOperationFailed(action:server:reason:)`` for a
    ///   failure the server reported (the same). A connection found lost is made again and
    ///   the change sent once more, which the id makes safe.
    func send(_ change: SentChange, to list: ServerList) async throws -> ListChangeOutcome {
        let serverName = connection.serverName
        return try await connection.run("send a change") { db in
            try ServerChangeSender(db: db, list: list, serverName: serverName).send(change)
        }
    }
}
