import Foundation
import GRDB

/// A list on a server as this machine's copy of it knows it: the local user whose todos
/// hold the copy, and the list as last heard from the server.
struct CopiedList: Hashable, Sendable {
    /// The local user (a row of `users`) whose todos are the copy.
    var userID: Int64
    var list: ServerList
    /// The server revision the copy is at; nil until a copy of the whole list is in.
    var revision: Int?

    /// The name of the local user that holds the copy of the server's list `id`.
    static func localUserName(of id: Int64) -> String {
        "server list \(id)"
    }

    /// What a typed name is matched by offline, as the server matches `lists.name_key`.
    static func nameKey(_ name: String) -> String {
        name.precomposedStringWithCanonicalMapping.lowercased()
    }

    /// The copy of the list `name` opens, as the server would open it: the role's own
    /// list of that name first, else the one of that name shared with it (by that
    /// owner, if the name gives one), if there is only one.
    static func find(_ name: ServerListName, in db: Database) throws -> CopiedList? {
        let found = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT \(columns) FROM server_lists WHERE name_key = ? AND (? IS NULL OR owner = ?)"),
            arguments: [nameKey(name.name), name.owner, name.owner]
        ).map(decode)
        if let own = found.first(where: \.list.isOwn) { return own }
        return found.count == 1 ? found[0] : nil
    }

    /// The copy of the server's list `id`, if this machine has one.
    static func find(serverListID id: Int64, in db: Database) throws -> CopiedList? {
        try Row.fetchOne(
            db.cachedStatement(sql: "SELECT \(columns) FROM server_lists WHERE server_list_id = ?"), arguments: [id]
        ).map(decode)
    }

    /// Keeps what the server says of `list` (its name, owner and access), making the local
    /// user for its copy the first time; the revision the copy is at stays.
    static func remember(_ list: ServerList, in db: Database) throws -> CopiedList {
        let userID = try SQLiteTodoStore.userID(named: UserName(localUserName(of: list.id)), in: db)
        try db.cachedStatement(sql: """
            INSERT INTO server_lists (user_id, server_list_id, name, owner, is_own, can_write, name_key)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (user_id) DO UPDATE SET
                name = excluded.name, owner = excluded.owner, is_own = excluded.is_own,
                can_write = excluded.can_write, name_key = excluded.name_key
            """)
            .execute(arguments: [userID, list.id, list.name, list.owner, list.isOwn, list.canWrite, nameKey(list.name)])
        return try find(serverListID: list.id, in: db)!
    }

    private static let columns = "user_id, server_list_id, name, owner, is_own, can_write, revision"

    private static func decode(_ row: Row) -> CopiedList {
        CopiedList(
            userID: row[0],
            list: ServerList(id: row[1], name: row[2], owner: row[3], canWrite: row[5], isOwn: row[4]),
            revision: row[6]
        )
    }
}
