import Foundation
import PostgresClient

/// Setting up a server, and sharing lists on it.
extension ServerTodoStore {
    /// Creates or upgrades the todo-tui schema in the database the store connects to, as
    /// the connection's role (which must be allowed to create a schema there), and says
    /// in one line what it did. Safe to run again.
    ///
    /// ```swift
    /// print(try await ServerTodoStore(conninfo: "dbname=todos").setUp())
    /// // Created the todo-tui schema (version 2) in todos, owned by admin. …
    /// ```
    public func setUp() async throws -> String {
        let conninfo = connection.conninfo
        let environment = connection.environment
        let serverName = connection.serverName
        // A connection of its own: the store's checks for a schema it means to make.
        return try await Task.detached {
            let made: PostgresConnection
            do {
                made = try ServerConnection.connect(conninfo, environment: environment)
            } catch let error as PostgresError {
                throw TodoStoreError.serverUnreachable(server: serverName, reason: error.description)
            }
            do {
                return try ServerSchema.setUp(on: made).description
            } catch let error as PostgresError {
                // The server's "permission denied for database" names no way out.
                let reason = error.sqlState == PostgresError.insufficientPrivilege
                    ? "the role \(made.user) may not create it: setup needs CREATE on the database \(made.database) "
                        + "(run it as the database's owner, or GRANT CREATE ON DATABASE \(made.database) TO \(made.user))."
                    : error.description
                throw TodoStoreError.serverOperationFailed(action: "set up the todo-tui schema", server: serverName, reason: reason)
            }
        }.value
    }

    /// One list as `todo-tui lists` shows it.
    public struct ListInfo: Hashable, Sendable, Codable {
        /// What opens it: its name, with its owner for another's (`Groceries · ada`).
        public var name: String
        public var owner: String
        /// `owner`, `write` or `read`.
        public var access: String
        public var openTodos: Int
    }

    /// Every list the role may open, its own first, with its open todos counted.
    public func listInfos() async throws -> [ListInfo] {
        try await connection.run("read the lists") { db in
            let result = try db.execute("""
                SELECT l.name, l.owner, l.owner = current_user,
                       CASE WHEN l.owner = current_user THEN 'owner' WHEN s.can_write THEN 'write' ELSE 'read' END,
                       l.total - l.done
                FROM todo_tui.lists l LEFT JOIN todo_tui.shares s ON s.list_id = l.id AND s.grantee = current_user
                ORDER BY l.owner = current_user DESC, l.owner, l.name_key
                """)
            return (0..<result.count).map { row in
                let name = result.string(row, 0)
                let owner = result.string(row, 1)
                return ListInfo(
                    name: result.bool(row, 2) ? name : ServerListName.joined(name, owner: owner), owner: owner,
                    access: result.string(row, 3), openTodos: result.int(row, 4)
                )
            }
        }
    }

    /// Shares the role's own list `name` with `role`, for reading only or also for
    /// changing; sharing again changes which. The list is made if the role has none of
    /// that name yet.
    ///
    /// - Throws: ``TodoStoreError/sharingRefused(list:reason:)`` when `role` is no role on
    ///   the server, is the role itself, or the name is another's list.
    public func share(_ name: String, with role: String, readOnly: Bool) async throws {
        let listName = try ServerListName(name)
        let list = try await ownList(listName)
        try await connection.run("share the list") { db in
            guard try db.execute("SELECT 1 FROM pg_roles WHERE rolname = $1", [role]).count == 1 else {
                throw TodoStoreError.sharingRefused(list: list.name, reason: "there is no role \(role) on the server.")
            }
            guard role != list.owner else {
                throw TodoStoreError.sharingRefused(list: list.name, reason: "it is already yours.")
            }
            try db.execute("""
                INSERT INTO todo_tui.shares (list_id, grantee, can_write) VALUES ($1, $2, $3)
                ON CONFLICT (list_id, grantee) DO UPDATE SET can_write = excluded.can_write
                """, [list.id, role, !readOnly] as [any PostgresParameter])
        }
    }

    /// Takes back the share of the role's own list `name` with `role`; returns whether it
    /// was shared with them.
    @discardableResult
    public func unshare(_ name: String, with role: String) async throws -> Bool {
        let listName = try ServerListName(name)
        guard let list = try await existingList(name), list.isOwn else {
            throw TodoStoreError.unsharingRefused(list: listName.name, reason: "you have no list of that name.")
        }
        return try await connection.run("take back the share") { db in
            try db.execute("DELETE FROM todo_tui.shares WHERE list_id = $1 AND grantee = $2", [list.id, role]).changedRows > 0
        }
    }

    /// The role's own list of this name, made if need be; another's is refused.
    private func ownList(_ name: ServerListName) async throws -> ServerList {
        let list: ServerList
        do {
            list = try await self.list(name.owner.map { ServerListName.joined(name.name, owner: $0) } ?? name.name)
        } catch TodoStoreError.noSuchList {
            throw TodoStoreError.sharingRefused(list: name.name, reason: "only its owner may share it.")
        }
        guard list.isOwn else {
            throw TodoStoreError.sharingRefused(list: list.name, reason: "it is \(list.owner)'s; only its owner may share it.")
        }
        return list
    }
}
