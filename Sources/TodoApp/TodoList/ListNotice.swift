/// What the list says in place of rows when it shows none: that they are on their way,
/// why they could not be read and what comes next, or why there are none to show.
struct ListNotice: Equatable {
    var text: String
    /// A failure, drawn as an error; otherwise a quiet remark.
    var isProblem = false

    /// The notice for `screen`; nil while it shows rows.
    init?(_ screen: TodoListScreen) {
        guard screen.rows.isEmpty else { return nil }
        switch screen.loading {
        case .loading:
            text = "Loading your todos…"
        case .failed(let failure):
            text = "Couldn't load your todos: \(failure.reason) \(Self.next(after: failure, search: screen.search))"
            isProblem = true
        case .loaded where screen.rows.everyTodoCount == 0:
            text = "No todos yet. Press n to add your first one."
        case .loaded where screen.search != nil:
            text = "Nothing matches. Esc clears the search."
        case .loaded:
            text = "No todos to show here. Press f to show the others."
        }
    }

    /// What comes after a failed read: another by itself, or, for a failure that would
    /// come again, the keys that read another view.
    private static func next(after failure: ReadFailure, search: String?) -> String {
        if failure.mayPassOnRetry { return "Trying again by itself." }
        return search != nil
            ? "Reading them again would fail the same way: change the search, or Esc clears it."
            : "Reading them again would fail the same way: f or s reads them for another view."
    }
}
