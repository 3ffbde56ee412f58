import Foundation

// MARK: What the editor saves besides the title and note

extension TodoWorkflow.State {
    /// The priority and due date `todo` has and `other` has not, as a write: an edit
    /// writes the title and note, and these only when the editor changed them, so that
    /// another instance's change to them meanwhile is not undone for nothing.
    static func organizing(_ todo: Todo, from other: Todo, at now: Date) -> [TodoWrite] {
        let changes = TodoChanges(
            priority: todo.priority != other.priority ? todo.priority : nil,
            dueDate: todo.dueDate != other.dueDate ? .some(todo.dueDate) : nil,
            updatedAt: now
        )
        return changes.isEmpty ? [] : [.update(todo.id, changes)]
    }
}
