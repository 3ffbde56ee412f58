import WorkflowUI

/// What the list says in place of rows when it shows none: that they are on their way,
/// why they could not be read and what comes next, or why there are none to show. The
/// keys it names are the user's (`keys`).
struct ListNotice: Equatable {
    var text: String
    /// A failure, drawn as an error; otherwise a quiet remark.
    var isProblem = false

    /// The notice for `screen`; nil while it shows rows.
    init?(_ screen: TodoListScreen, keys: KeyBindings) {
        guard screen.rows.isEmpty else { return nil }
        switch screen.loading {
        case .loading:
            text = "Loading your todos…"
        case .failed(let failure):
            text = "Couldn't load your todos: \(failure.reason) \(Self.next(after: failure, search: screen.search, keys: keys))"
            isProblem = true
        case .loaded where screen.rows.everyTodoCount == 0:
            let new = keys[TodoKeys.New.self].firstName
            text = new.isEmpty ? "No todos yet." : "No todos yet. Press \(new) to add your first one."
        case .loaded where screen.search != nil:
            let back = keys.back.firstName
            text = back.isEmpty ? "Nothing matches." : "Nothing matches. \(back) clears the search."
        case .loaded:
            let show = keys[TodoKeys.Show.self].firstName
            text = show.isEmpty ? "No todos to show here." : "No todos to show here. Press \(show) to show the others."
        }
    }

    /// What comes after a failed read: another by itself, or, for a failure that would
    /// come again, the keys that read another view.
    private static func next(after failure: ReadFailure, search: String?, keys: KeyBindings) -> String {
        if failure.mayPassOnRetry { return "Trying again by itself." }
        let fails = "Reading them again would fail the same way"
        if search != nil {
            let back = keys.back.firstName
            return back.isEmpty ? "\(fails): change the search." : "\(fails): change the search, or \(back) clears it."
        }
        let other = [keys[TodoKeys.Show.self].firstName, keys[TodoKeys.Sort.self].firstName].filter { !$0.isEmpty }
        return other.isEmpty ? "\(fails)." : "\(fails): \(other.joined(separator: " or ")) reads them for another view."
    }
}
