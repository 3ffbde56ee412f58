/// A store that can load what the list shows of each todo without reading the todos
/// whole: the SQLite store reads four columns rather than seven, straight into the
/// list's packed form, so the list is never held twice while it loads.
protocol TodoSummaryLoading: TodoStore {
    /// What the list shows of each of `user`'s todos, in list order.
    func summaries(for user: String) async throws -> TodoSummaries
}

extension TodoStore {
    /// What the list shows of each of `user`'s todos, in list order: loaded as such when
    /// the store can, summarised from the whole todos otherwise.
    func loadSummaries(for user: String) async throws -> TodoSummaries {
        if let store = self as? any TodoSummaryLoading {
            return try await store.summaries(for: user)
        }
        return TodoSummaries(try await todos(for: user).lazy.map(TodoSummary.init))
    }
}
