import Foundation

/// What the editor holds and the store does not yet: kept in the database while the
/// editor is open, so that a crash, a kill -9 or a closed terminal window loses no
/// more than the last second of typing. Once its owner, the process whose editor kept
/// it, is gone, the next login offers it back.
public struct EditorDraft: Hashable, Sendable {
    /// The todo being edited; nil for a new one.
    public var todoID: Todo.ID?
    public var title: String
    public var note: String
    /// The priority and due date set in the editor.
    public var priority: TodoPriority
    public var dueDate: TodoDay?
    /// The field the cursor was in.
    public var field: Field
    /// When it was last kept.
    public var savedAt: Date
    /// The process whose editor keeps it; nil for a draft kept before owners were, whose
    /// process is gone.
    public var owner: DraftOwner?

    public enum Field: String, Hashable, Sendable {
        case title
        case note
    }

    public init(
        todoID: Todo.ID?, title: String, note: String, priority: TodoPriority = .none, dueDate: TodoDay? = nil,
        field: Field, savedAt: Date, owner: DraftOwner? = nil
    ) {
        self.todoID = todoID
        self.title = title
        self.note = note
        self.priority = priority
        self.dueDate = dueDate
        self.field = field
        self.savedAt = savedAt
        self.owner = owner
    }

    /// What the question at login calls it: its title, or the todo's if it has none.
    public var name: String {
        title.trimmingCharacters(in: .whitespaces).isEmpty ? "a new todo" : "'\(title)'"
    }
}
