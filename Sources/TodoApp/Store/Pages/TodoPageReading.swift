/// Which way a page is read from a cursor.
enum PageDirection {
    /// The query's order.
    case forward
    /// The query's order reversed: what a page before a cursor is read in.
    case backward
}

/// Reads pages and counts of one query at one moment: a store's reader (SQLite's
/// ``TodoQueryReader``, the server's ``ServerQueryReader``) inside one read transaction.
protocol TodoPageReading {
    /// Up to `limit` todos past `cursor` in `direction`, in that direction's order.
    func page(_ direction: PageDirection, from cursor: TodoCursor?, limit: Int) throws -> [TodoSummary]
    /// The todo with this id if the query shows it.
    func summary(of id: Todo.ID) throws -> TodoSummary?
    /// How many todos the query shows.
    func count() throws -> Int
    /// How many todos the query shows before `cursor`.
    func count(before cursor: TodoCursor) throws -> Int
}

extension TodoPageReading {
    /// Up to `limit` todos of `query` around the one with this id; nil when the query does
    /// not show it. Each side is read far enough to fill the page from the other near an
    /// end of the list.
    func page(around id: Todo.ID, in query: TodoQuery, limit: Int) throws -> TodoPage? {
        guard let focus = try summary(of: id) else { return nil }
        let cursor = query.cursor(of: focus)
        let side = max(0, limit - 1)
        let before = try page(.backward, from: cursor, limit: side)
        let after = try page(.forward, from: cursor, limit: side)
        return .centered(
            before: before.reversed(), focus: focus, after: after, limit: limit,
            beforeIsAll: before.count < side, afterIsAll: after.count < side
        )
    }
}
