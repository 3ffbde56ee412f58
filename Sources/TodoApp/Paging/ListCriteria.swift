/// What a list shows: its filter and sort, and the text searched for (empty for none).
struct ListCriteria: Hashable, Sendable {
    var settings: TodoListSettings
    var search: String

    /// The store's query for `user`'s list seen this way.
    func query(for user: String) -> TodoQuery {
        TodoQuery(user: user, settings: settings, search: TodoSearch(search))
    }

    /// Whether the list seen this way shows `todo`.
    func includes(_ todo: Todo) -> Bool {
        settings.filter.includes(isDone: todo.isDone) && TodoSearch(search).matches(title: todo.title, note: todo.note)
    }
}
