import GRDB

/// Pages and counts read straight from the database: a page costs its own rows, however
/// long the list (see ``TodoQueryReader``).
extension SQLiteTodoStore {
    public func page(of query: TodoQuery, after cursor: TodoCursor?, limit: Int) async throws -> [TodoSummary] {
        try await reading(query, "read a page of the list", orNoUser: []) { reader in
            try reader.page(.forward, from: cursor, limit: limit)
        }
    }

    public func page(of query: TodoQuery, before cursor: TodoCursor?, limit: Int) async throws -> [TodoSummary] {
        try await reading(query, "read a page of the list", orNoUser: []) { reader in
            try reader.page(.backward, from: cursor, limit: limit).reversed()
        }
    }

    public func page(of query: TodoQuery, around id: Todo.ID, limit: Int) async throws -> TodoPage? {
        try await reading(query, "read a page of the list", orNoUser: nil) { reader in
            try reader.page(around: id, in: query, limit: limit)
        }
    }

    public func count(of query: TodoQuery) async throws -> Int {
        try await reading(query, "count the list", orNoUser: 0) { reader in try reader.count() }
    }

    public func count(of query: TodoQuery, before cursor: TodoCursor) async throws -> Int {
        try await reading(query, "count the list", orNoUser: 0) { reader in try reader.count(before: cursor) }
    }

    /// Runs `body` on a reader of `query` in one read transaction; `empty` for a user who
    /// has no todos yet. When another program changed todos since the search index last
    /// caught up, a search first brings it up to date in a write of its own.
    private func reading<T: Sendable>(
        _ query: TodoQuery, _ action: String, orNoUser empty: T,
        _ body: @escaping @Sendable (TodoQueryReader) throws -> T
    ) async throws -> T {
        let name = try UserName(query.user)
        while true {
            let outcome: ReadOutcome<T> = try await read(action) { db in
                guard let userID = try Self.existingUserID(name, in: db) else { return .read(empty) }
                if !query.search.isEmpty, try SearchText.isBehind(db) { return .searchIndexBehind }
                return .read(try body(TodoQueryReader(db: db, query: query, userID: userID)))
            }
            switch outcome {
            case .read(let value): return value
            case .searchIndexBehind: try await write("bring the search up to date") { _ in }
            }
        }
    }
}

private enum ReadOutcome<T: Sendable>: Sendable {
    case read(T)
    case searchIndexBehind
}
