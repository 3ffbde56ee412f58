import Foundation

/// One item in a user's todo list.
///
/// A `Todo` is a plain value: editing one changes nothing until it is handed to a
/// ``TodoStore``. Its `id` never changes, so a todo can be found again after its
/// title, note or position did.
///
/// ```swift
/// var todo = Todo(title: "Buy milk", position: try await store.nextPosition(for: "Ada"))
/// todo.isDone = true
/// try await store.save(todo, for: "Ada")
/// ```
///
/// A `Todo` holds what it is given: the rules for titles and notes (``TodoTitle``,
/// ``TodoNote``) are applied where text comes in, and a database from before them may
/// still hold control characters, so showing a title on a terminal stays the
/// interface's job.
public struct Todo: Identifiable, Hashable, Sendable {
    /// Identifies this todo for as long as it exists, whatever else changes.
    public var id: UUID
    /// One line shown in the list. The interface refuses to save an empty one.
    public var title: String
    /// Free text, possibly several lines, shown in the editor.
    public var note: String
    /// Whether the todo is finished; the list marks these `[x]`. Changing it gives the
    /// todo a ``completedAt`` (its update time) or takes it away.
    public var isDone: Bool {
        didSet {
            if isDone != oldValue { completedAt = isDone ? updatedAt : nil }
        }
    }
    /// Where the todo sits in its user's list: lists are shown in increasing
    /// position. Positions need not be consecutive.
    public var position: Int
    /// How much it matters; `.none` unless the user said.
    public var priority: TodoPriority
    /// The day it is due, if it has one.
    public var dueDate: TodoDay?
    /// When the todo was first created.
    public var createdAt: Date
    /// When the todo was last changed.
    public var updatedAt: Date
    /// When the todo was done; nil while it is not. A store keeps a done todo's time
    /// (its update time if it has none) and none for an open one.
    public var completedAt: Date?

    /// Makes a todo; by default a new one, not done, created and updated now. A done
    /// todo given no `completedAt` was done when it was last updated; an open one has none.
    public init(
        id: UUID = UUID(),
        title: String,
        note: String = "",
        isDone: Bool = false,
        position: Int,
        priority: TodoPriority = .none,
        dueDate: TodoDay? = nil,
        createdAt: Date = Date(),
        updatedAt: Date? = nil,
        completedAt: Date? = nil
    ) {
        self.id = id
        self.title = title
        self.note = note
        self.isDone = isDone
        self.position = position
        self.priority = priority
        self.dueDate = dueDate
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
        self.completedAt = isDone ? completedAt ?? self.updatedAt : nil
    }
}
