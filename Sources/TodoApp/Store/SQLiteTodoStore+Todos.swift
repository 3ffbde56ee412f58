import Foundation
import GRDB
import Logging

extension SQLiteTodoStore {
    // MARK: - Reading

    public func todos(for user: String) async throws -> [Todo] {
        try await load(user, as: TodoColumns.self)
    }

    /// The spelling kept for the user `user` names (the one first used), or nil if
    /// no such user has saved a todo yet.
    ///
    /// ```swift
    /// try await store.knownName(for: "ada")   // "Ada", once Ada has saved a todo
    /// ```
    public func knownName(for user: String) async throws -> String? {
        let name = try UserName(user)
        return try await read("look up the user") { db in
            guard let userID = try Self.existingUserID(name, in: db) else { return nil }
            return try String.fetchOne(db.cachedStatement(sql: "SELECT name FROM users WHERE id = ?"), arguments: [userID])
        }
    }

    public func todo(id: Todo.ID, for user: String) async throws -> Todo? {
        let name = try UserName(user)
        return try await read("open the todo") { db in
            guard let userID = try Self.existingUserID(name, in: db) else { return nil }
            return try TodoRows.todo(id: id, userID: userID, in: db)
        }
    }

    public func nextPosition(for user: String) async throws -> Int {
        let name = try UserName(user)
        return try await read("find the end of the list") { db in
            guard let userID = try Self.existingUserID(name, in: db) else { return 0 }
            return try Self.nextPosition(of: userID, in: db)
        }
    }

    static func nextPosition(of userID: Int64, in db: Database) throws -> Int {
        try Int.fetchOne(
            db.cachedStatement(sql: "SELECT coalesce(max(position) + 1, 0) FROM todos WHERE user_id = ?"),
            arguments: [userID]
        ) ?? 0
    }

    func load<Decoding: RowDecoding>(_ user: String, as _: Decoding.Type) async throws -> [Decoding.Value]
        where Decoding.Value: Sendable {
        let name = try UserName(user)
        return try await read("load the todos") { db in
            guard let userID = try Self.existingUserID(name, in: db) else { return [] }
            // Reserving the exact size up front avoids doubling the array (and
            // the memory peak) while 100,000 todos stream in.
            let capacity = try Self.count(of: userID, in: db)
            let statement = try db.cachedStatement(sql: """
                SELECT \(Decoding.selectedColumns) FROM todos
                WHERE user_id = ?
                ORDER BY position, id
                """)
            // The cursor only steps the statement; columns are read straight from it
            // by the decoding.
            let rows = try Row.fetchCursor(statement, arguments: [userID])
            var todos: [Decoding.Value] = []
            todos.reserveCapacity(max(0, capacity))
            while try rows.next() != nil {
                todos.append(try Decoding.decode(current: statement.sqliteStatement))
            }
            return todos
        }
    }

    static func count(of userID: Int64, in db: Database) throws -> Int {
        try Int.fetchOne(
            db.cachedStatement(sql: "SELECT count(*) FROM todos WHERE user_id = ?"),
            arguments: [userID]
        ) ?? 0
    }

    // MARK: - Users


    /// Finds a user through the `name_key` index, never by scanning `users`: among
    /// names with the same key (two can exist only from before v2), the exact
    /// spelling wins, then the name used first.
    static let userLookup = "SELECT id FROM users WHERE name_key = ? ORDER BY name <> ?, id LIMIT 1"

    static func existingUserID(_ name: UserName, in db: Database) throws -> Int64? {
        try Int64.fetchOne(db.cachedStatement(sql: userLookup), arguments: [name.key, name.spelling])
    }
}
