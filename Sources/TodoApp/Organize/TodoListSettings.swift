/// How a user last chose to see their list: which todos, in what order. Kept per user
/// in the store, so the list comes back as it was left.
public struct TodoListSettings: Hashable, Sendable {
    public var filter: TodoFilter
    public var sort: TodoSort

    public init(filter: TodoFilter = .all, sort: TodoSort = .manual) {
        self.filter = filter
        self.sort = sort
    }
}

/// Which todos the list shows; `f` steps through them.
public enum TodoFilter: String, CaseIterable, Hashable, Sendable {
    case all
    case open
    case done

    /// The next one `f` shows.
    public var next: TodoFilter {
        switch self {
        case .all: .open
        case .open: .done
        case .done: .all
        }
    }

    /// Whether a todo with this done mark is shown.
    public func includes(isDone: Bool) -> Bool {
        switch self {
        case .all: true
        case .open: !isDone
        case .done: isDone
        }
    }
}

/// The order of the list; `s` steps through them.
public enum TodoSort: String, CaseIterable, Hashable, Sendable {
    /// The user's own order (Shift-↑/↓ move a todo).
    case manual
    /// Soonest due first; todos without a date last.
    case dueDate = "due"
    /// High, medium, low, then none.
    case priority

    public var next: TodoSort {
        switch self {
        case .manual: .dueDate
        case .dueDate: .priority
        case .priority: .manual
        }
    }

    /// How the header names it.
    public var label: String {
        switch self {
        case .manual: "your order"
        case .dueDate: "by due date"
        case .priority: "by priority"
        }
    }
}
