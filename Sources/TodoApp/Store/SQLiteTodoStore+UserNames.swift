import GRDB

extension SQLiteTodoStore {
    /// The names of the users who have at least one todo, each in the spelling kept for it,
    /// ordered as names are matched (ignoring case), for the name prompt to offer.
    ///
    /// ```swift
    /// try await store.userNames()   // ["Ada", "grace"]
    /// ```
    public func userNames() async throws -> [String] {
        try await read("list the names that have todos") { db in
            // A user is added with their first save of anything, a sort order say; only
            // those with a todo have a list worth offering.
            try String.fetchAll(db.cachedStatement(sql: """
                SELECT name FROM users
                WHERE EXISTS (SELECT 1 FROM todos WHERE todos.user_id = users.id)
                ORDER BY name_key, name
                """))
        }
    }
}
