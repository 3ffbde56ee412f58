extension TodoStore {
    // The pages of any store, read from the whole list: what a store in memory needs,
    // and the rule the SQLite store's pages are tested against.

    public func page(of query: TodoQuery, after cursor: TodoCursor?, limit: Int) async throws -> [TodoSummary] {
        let shown = try await shownSummaries(of: query)
        let start = cursor.map { cursor in shown.firstIndex { query.cursor(of: $0) > cursor } ?? shown.count } ?? 0
        return Array(shown[start...].prefix(max(0, limit)))
    }

    public func page(of query: TodoQuery, before cursor: TodoCursor?, limit: Int) async throws -> [TodoSummary] {
        let shown = try await shownSummaries(of: query)
        let end = cursor.map { cursor in shown.firstIndex { query.cursor(of: $0) >= cursor } ?? shown.count } ?? shown.count
        return Array(shown[..<end].suffix(max(0, limit)))
    }

    public func page(of query: TodoQuery, around id: Todo.ID, limit: Int) async throws -> TodoPage? {
        let shown = try await shownSummaries(of: query)
        guard let index = shown.firstIndex(where: { $0.id == id }) else { return nil }
        return .centered(
            before: Array(shown[..<index]), focus: shown[index], after: Array(shown[(index + 1)...]), limit: limit,
            beforeIsAll: true, afterIsAll: true
        )
    }

    public func count(of query: TodoQuery) async throws -> Int {
        try await shownSummaries(of: query).count
    }

    public func count(of query: TodoQuery, before cursor: TodoCursor) async throws -> Int {
        try await shownSummaries(of: query).prefix { query.cursor(of: $0) < cursor }.count
    }

    /// Every todo `query` shows, in its order.
    private func shownSummaries(of query: TodoQuery) async throws -> [TodoSummary] {
        try await todos(for: query.user)
            .filter(query.includes)
            .map(TodoSummary.init)
            .sorted { query.cursor(of: $0) < query.cursor(of: $1) }
    }
}
