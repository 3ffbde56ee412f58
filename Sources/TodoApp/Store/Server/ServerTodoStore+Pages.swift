/// Pages and counts read on the server: a page costs its own rows, however long the list
/// (see ``ServerQueryReader``).
extension ServerTodoStore {
    public func page(of query: TodoQuery, after cursor: TodoCursor?, limit: Int) async throws -> [TodoSummary] {
        try await reading(query, "read a page of the list", orNoList: [], inOneMoment: !query.isOneRange) { reader in
            try reader.page(.forward, from: cursor, limit: limit)
        }
    }

    public func page(of query: TodoQuery, before cursor: TodoCursor?, limit: Int) async throws -> [TodoSummary] {
        try await reading(query, "read a page of the list", orNoList: [], inOneMoment: !query.isOneRange) { reader in
            try reader.page(.backward, from: cursor, limit: limit).reversed()
        }
    }

    public func page(of query: TodoQuery, around id: Todo.ID, limit: Int) async throws -> TodoPage? {
        try await reading(query, "read a page of the list", orNoList: nil) { reader in
            try reader.page(around: id, in: query, limit: limit)
        }
    }

    public func count(of query: TodoQuery) async throws -> Int {
        try await reading(query, "count the list", orNoList: 0, inOneMoment: !query.search.isEmpty) { reader in try reader.count() }
    }

    public func count(of query: TodoQuery, before cursor: TodoCursor) async throws -> Int {
        try await reading(query, "count the list", orNoList: 0) { reader in try reader.count(before: cursor) }
    }

    /// Runs `body` on a reader of `query`, `inOneMoment` in one transaction that reads one
    /// moment of the list (`REPEATABLE READ`) for a read of several statements; `empty`
    /// where the list is not there yet. A read of one statement goes alone: a transaction
    /// around it costs two more round trips, and every open copy of a busy list reads at
    /// each change.
    private func reading<T: Sendable>(
        _ query: TodoQuery, _ action: String, orNoList empty: T, inOneMoment: Bool = true,
        _ body: @escaping @Sendable (ServerQueryReader) throws -> T
    ) async throws -> T {
        guard let list = try await existingList(query.user) else { return empty }
        return try await connection.run(action) { db in
            guard inOneMoment else { return try body(ServerQueryReader(db: db, query: query, list: list.id)) }
            try db.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            do {
                let value = try body(ServerQueryReader(db: db, query: query, list: list.id))
                try db.execute("COMMIT")
                return value
            } catch {
                if !db.isBroken { _ = try? db.execute("ROLLBACK") }
                throw error
            }
        }
    }
}

extension TodoQuery {
    /// Whether a page of it is one statement: one range of one index, no search to look up.
    fileprivate var isOneRange: Bool {
        sort == .manual && search.isEmpty
    }
}
