import PostgresClient

/// Writes that find out when the role has lost a list since the store found it: a share
/// made read-only or taken back while the list is open. The store keeps what it found of
/// each list, so the server's refusal (row-level security) is its first word of it, and
/// a delete or an update that a policy hides the rows from changes nothing without one.
extension ServerTodoStore {
    /// Runs `body`, a change to `list` (which the role opened as `user`). When the server
    /// refuses it for want of access, or `changedNothing` says it changed nothing, the
    /// server is asked again what the role may do with the list: a share taken back is
    /// refused as ``TodoStoreError/noSuchList(name:)``, a share made read-only (when
    /// `toWrite`, for the list's todos) as ``TodoStoreError/readOnlyList(name:owner:)``.
    @discardableResult
    func changing<T: Sendable>(
        _ list: ServerList, openedAs user: String, _ action: String, toWrite: Bool = true,
        changedNothing: @escaping @Sendable (T) -> Bool = { _ in false },
        _ body: @escaping @Sendable (PostgresConnection) throws -> T
    ) async throws -> T {
        let outcome: T
        do {
            outcome = try await connection.run(action) { db in
                do {
                    return try body(db)
                } catch let error as PostgresError where error.sqlState == PostgresError.insufficientPrivilege {
                    throw AccessRefused(error: error)
                }
            }
        } catch let refused as AccessRefused {
            try await requireAccess(to: list, openedAs: user, toWrite: toWrite)
            throw connection.failed(action, refused.error)
        }
        if changedNothing(outcome) {
            try await requireAccess(to: list, openedAs: user, toWrite: toWrite)
        }
        return outcome
    }

    /// Asks the server, not what the store kept, whether the role may still open `list`
    /// (and change its todos, when `toWrite`), and keeps the answer. A list it may no
    /// longer open stays what `user` names for this store, so that the next write is
    /// refused in turn rather than making a new list of that name in its place.
    private func requireAccess(to list: ServerList, openedAs user: String, toWrite: Bool) async throws {
        let identity = ServerListName(name: list.name, owner: list.owner)
        let found = try await connection.run("find the list") { db in try ServerListLookup.find(identity, on: db) }
        guard let found, found.id == list.id else { throw TodoStoreError.noSuchList(name: list.displayName) }
        remember(found, as: user)
        if toWrite, !found.canWrite { throw TodoStoreError.readOnlyList(name: found.name, owner: found.owner) }
    }

    /// The server's refusal of a change, carried past the connection's own handling of
    /// errors to ``changing(_:openedAs:_:toWrite:changedNothing:_:)``.
    private struct AccessRefused: Error {
        let error: PostgresError
    }
}
