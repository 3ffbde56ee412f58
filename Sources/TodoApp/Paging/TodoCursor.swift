import Foundation

/// Where one todo sits in a query's order: what a page is read after or before.
///
/// A cursor is the todo's sort key (its due date or its priority, by the sort), its
/// position and its id, so it is made from a ``TodoSummary`` alone and stays
/// meaningful after the todo changed or went: the page after the cursor of a deleted
/// todo starts at the todo that followed it. Ids break ties between todos at the same
/// position (two instances adding at once can make such), compared byte by byte as the
/// database compares them.
///
/// ```swift
/// let cursor = TodoCursor(summary, sort: .priority)
/// let next = try await store.page(of: query, after: cursor, limit: 60)
/// ```
///
/// Cursors of one sort compare in that sort's order; comparing cursors of two sorts is
/// a programmer error.
public struct TodoCursor: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let sort: TodoSort
    /// The due date, for ``TodoSort/dueDate``; nil otherwise and for a todo without one.
    public let dueDate: TodoDay?
    /// The priority, for ``TodoSort/priority``; `.none` otherwise.
    public let priority: TodoPriority
    public let position: Int
    public let id: Todo.ID

    public init(sort: TodoSort, dueDate: TodoDay? = nil, priority: TodoPriority = .none, position: Int, id: Todo.ID) {
        self.sort = sort
        self.dueDate = sort == .dueDate ? dueDate : nil
        self.priority = sort == .priority ? priority : .none
        self.position = position
        self.id = id
    }

    /// The cursor of `summary` in the order `sort` gives.
    public init(_ summary: TodoSummary, sort: TodoSort) {
        self.init(sort: sort, dueDate: summary.dueDate, priority: summary.priority, position: summary.position, id: summary.id)
    }

    /// The cursor of `todo` in the order `sort` gives.
    public init(_ todo: Todo, sort: TodoSort) {
        self.init(sort: sort, dueDate: todo.dueDate, priority: todo.priority, position: todo.position, id: todo.id)
    }

    public static func < (lhs: TodoCursor, rhs: TodoCursor) -> Bool {
        precondition(lhs.sort == rhs.sort, "Cursors of two sorts (\(lhs.sort) and \(rhs.sort)) do not compare; make both with the query's sort.")
        if lhs.sortRank != rhs.sortRank { return lhs.sortRank < rhs.sortRank }
        if lhs.position != rhs.position { return lhs.position < rhs.position }
        return TodoCursor.bytes(of: lhs.id).lexicographicallyPrecedes(TodoCursor.bytes(of: rhs.id))
    }

    /// The sort's own key as a number, smaller first: the due day with none last, or
    /// the priority with high first. As `TodoOrder` ranks them.
    private var sortRank: Int {
        switch sort {
        case .manual: 0
        case .dueDate: dueDate?.daysSince1970 ?? Int.max
        case .priority: TodoPriority.high.rawValue - priority.rawValue
        }
    }

    static func bytes(of id: Todo.ID) -> [UInt8] {
        withUnsafeBytes(of: id.uuid) { Array($0) }
    }

    public var description: String {
        let key = switch sort {
        case .manual: ""
        case .dueDate: "due \(dueDate?.description ?? "none"), "
        case .priority: "priority \(priority.name), "
        }
        return "TodoCursor(\(key)position \(position), \(id))"
    }
}
