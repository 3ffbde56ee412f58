import Foundation

/// New values for some of a todo's fields. A store sets only those, so two instances
/// changing different fields of one todo both keep their change, and a change can be
/// made to a todo whose other fields are not at hand (the list has no notes).
///
/// ```swift
/// try await store.update(id: todo.id, with: TodoChanges(isDone: true, updatedAt: Date()), for: "Ada")
/// ```
public struct TodoChanges: Hashable, Sendable {
    /// The new title, or nil to keep the stored one.
    public var title: String?
    /// The new note, or nil to keep the stored one.
    public var note: String?
    /// The new done flag, or nil to keep the stored one.
    public var isDone: Bool?
    /// The new position, or nil to keep the stored one.
    public var position: Int?
    /// The new priority, or nil to keep the stored one.
    public var priority: TodoPriority?
    /// The new due date: nil keeps the stored one, `.some(nil)` clears it.
    public var dueDate: TodoDay??
    /// When the change was made: the todo's new ``Todo/updatedAt``.
    public var updatedAt: Date

    public init(
        title: String? = nil, note: String? = nil, isDone: Bool? = nil, position: Int? = nil,
        priority: TodoPriority? = nil, dueDate: TodoDay?? = nil, updatedAt: Date
    ) {
        self.title = title
        self.note = note
        self.isDone = isDone
        self.position = position
        self.priority = priority
        self.dueDate = dueDate
        self.updatedAt = updatedAt
    }

    /// Whether no field is given a value (only the update time would change).
    var isEmpty: Bool {
        title == nil && note == nil && isDone == nil && position == nil && priority == nil && dueDate == nil
    }

    /// These changes without the fields `other` sets.
    func leavingOut(_ other: TodoChanges) -> TodoChanges {
        TodoChanges(
            title: other.title == nil ? title : nil,
            note: other.note == nil ? note : nil,
            isDone: other.isDone == nil ? isDone : nil,
            position: other.position == nil ? position : nil,
            priority: other.priority == nil ? priority : nil,
            dueDate: other.dueDate == nil ? dueDate : nil,
            updatedAt: updatedAt
        )
    }

    /// Makes these changes to `todo`, as a store would.
    func apply(to todo: inout Todo) {
        if let title { todo.title = title }
        if let note { todo.note = note }
        if let isDone { todo.isDone = isDone }
        if let position { todo.position = position }
        if let priority { todo.priority = priority }
        if let dueDate { todo.dueDate = dueDate }
        todo.updatedAt = updatedAt
    }

    /// Makes these changes to what the list shows of a todo.
    func apply(to summary: inout TodoSummary) {
        if let title { summary.title = title }
        if let note { summary.hasNote = !note.isEmpty }
        if let isDone { summary.isDone = isDone }
        if let position { summary.position = position }
        if let priority { summary.priority = priority }
        if let dueDate { summary.dueDate = dueDate }
    }
}
