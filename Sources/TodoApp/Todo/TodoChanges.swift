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
    /// The new completion time: nil keeps the stored one, `.some(nil)` clears it. A
    /// store keeps none for an open todo, whatever this says, and gives a todo marked
    /// done without one the update time.
    public var completedAt: Date??
    /// The new position, or nil to keep the stored one.
    public var position: Int?
    /// The new priority, or nil to keep the stored one.
    public var priority: TodoPriority?
    /// The new due date: nil keeps the stored one, `.some(nil)` clears it.
    public var dueDate: TodoDay??
    /// When the change was made: the todo's new ``Todo/updatedAt``.
    public var updatedAt: Date

    /// Marking a todo done without a `completedAt` makes it done at `updatedAt`, the time
    /// the change comes with; marking it not done clears the time. An undo gives the time
    /// it had back instead.
    ///
    /// ```swift
    /// TodoChanges(isDone: true, updatedAt: now).completedAt                          // now
    /// TodoChanges(isDone: true, completedAt: .some(before), updatedAt: now).completedAt  // before
    /// ```
    public init(
        title: String? = nil, note: String? = nil, isDone: Bool? = nil, completedAt: Date?? = nil, position: Int? = nil,
        priority: TodoPriority? = nil, dueDate: TodoDay?? = nil, updatedAt: Date
    ) {
        self.title = title
        self.note = note
        self.isDone = isDone
        self.completedAt = completedAt ?? isDone.map { done -> Date? in done ? updatedAt : nil }
        self.position = position
        self.priority = priority
        self.dueDate = dueDate
        self.updatedAt = updatedAt
    }

    /// Whether no field is given a value (only the update time would change).
    var isEmpty: Bool {
        title == nil && note == nil && isDone == nil && completedAt == nil && position == nil && priority == nil
            && dueDate == nil
    }

    /// These changes without the fields `other` sets.
    func leavingOut(_ other: TodoChanges) -> TodoChanges {
        TodoChanges(
            title: other.title == nil ? title : nil,
            note: other.note == nil ? note : nil,
            isDone: other.isDone == nil ? isDone : nil,
            completedAt: other.completedAt == nil ? completedAt : .none,
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
        if let completedAt { todo.completedAt = completedAt }
        if let position { todo.position = position }
        if let priority { todo.priority = priority }
        if let dueDate { todo.dueDate = dueDate }
        todo.updatedAt = updatedAt
        if isDone != nil || completedAt != nil {
            todo.completedAt = Self.completion(isDone: todo.isDone, completedAt: todo.completedAt, updatedAt: updatedAt)
        }
    }

    /// A done todo's completion time, its update time if it has none; none for an open
    /// one: what a store keeps, whatever it was given.
    static func completion(isDone: Bool, completedAt: Date?, updatedAt: Date) -> Date? {
        isDone ? completedAt ?? updatedAt : nil
    }

    /// Makes these changes to what the list shows of a todo.
    func apply(to summary: inout TodoSummary) {
        if let title { summary.title = title }
        if let note { summary.hasNote = !note.isEmpty }
        if let isDone { summary.isDone = isDone }
        if let completedAt { summary.completedAt = completedAt }
        if let position { summary.position = position }
        if let priority { summary.priority = priority }
        if let dueDate { summary.dueDate = dueDate }
        if isDone != nil || completedAt != nil {
            summary.completedAt = Self.completion(isDone: summary.isDone, completedAt: summary.completedAt, updatedAt: updatedAt)
        }
    }
}
