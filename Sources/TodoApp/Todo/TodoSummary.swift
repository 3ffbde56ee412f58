import Foundation

/// What the list shows of a todo: enough to draw its row, tick it off, sort it or
/// delete it.
///
/// The list holds one of these per todo, and a list can hold 100,000 of them, so it
/// leaves out what only the editor and the detail pane need: the note (only whether
/// there is one) and the creation and update times. It keeps the completion time, which
/// undoing a tick gives back. The whole ``Todo`` is read when one is opened.
public struct TodoSummary: Identifiable, Hashable, Sendable {
    public var id: UUID
    public var title: String
    public var isDone: Bool
    /// Where the todo sits in its user's list; see ``Todo/position``.
    public var position: Int
    public var priority: TodoPriority
    public var dueDate: TodoDay?
    /// Whether the todo has a note: the list marks such rows.
    public var hasNote: Bool
    /// When the todo was done; see ``Todo/completedAt``.
    public var completedAt: Date?

    public init(
        id: UUID, title: String, isDone: Bool, position: Int,
        priority: TodoPriority = .none, dueDate: TodoDay? = nil, hasNote: Bool = false, completedAt: Date? = nil
    ) {
        self.id = id
        self.title = title
        self.isDone = isDone
        self.position = position
        self.priority = priority
        self.dueDate = dueDate
        self.hasNote = hasNote
        self.completedAt = completedAt
    }

    /// The summary of `todo`.
    public init(_ todo: Todo) {
        self.init(
            id: todo.id, title: todo.title, isDone: todo.isDone, position: todo.position,
            priority: todo.priority, dueDate: todo.dueDate, hasNote: !todo.note.isEmpty, completedAt: todo.completedAt
        )
    }
}
