/// Which of a user's todos a list shows and in what order: the user, the filter, the
/// sort and a search.
///
/// The order is the one ``TodoOrder`` keeps for a window's changes: by the sort's own
/// key (none for ``TodoSort/manual``; the soonest due date first and todos without one
/// last; the highest priority first and none last), then by position, then, for todos
/// at the same position, by id (see ``TodoCursor``). The search has ``TodoSearch``'s
/// meaning: the folded text anywhere in the title or the note; an empty one matches
/// every todo.
///
/// ```swift
/// let query = TodoQuery(user: "Ada", filter: .open, sort: .dueDate, search: TodoSearch("milk"))
/// let first = try await store.page(of: query, after: nil, limit: 60)
/// let next = try await store.page(of: query, after: first.last.map { TodoCursor($0, sort: query.sort) }, limit: 60)
/// ```
public struct TodoQuery: Hashable, Sendable {
    public var user: String
    public var filter: TodoFilter
    public var sort: TodoSort
    /// What the todos shown must contain; empty for every todo.
    public var search: TodoSearch

    public init(user: String, filter: TodoFilter = .all, sort: TodoSort = .manual, search: TodoSearch = TodoSearch("")) {
        self.user = user
        self.filter = filter
        self.sort = sort
        self.search = search
    }

    /// The query for `user`'s list as they chose to see it.
    public init(user: String, settings: TodoListSettings, search: TodoSearch = TodoSearch("")) {
        self.init(user: user, filter: settings.filter, sort: settings.sort, search: search)
    }

    /// Whether the list shows `todo`.
    public func includes(_ todo: Todo) -> Bool {
        filter.includes(isDone: todo.isDone) && search.matches(title: todo.title, note: todo.note)
    }

    /// The cursor of `summary` in this query's order.
    public func cursor(of summary: TodoSummary) -> TodoCursor {
        TodoCursor(summary, sort: sort)
    }
}
