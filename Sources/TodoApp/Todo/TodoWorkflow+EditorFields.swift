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

    /// Puts a new todo made from `edited` (its title, note, priority and due date) at
    /// the end of the list and queues it for the store.
    mutating func addTodo(like edited: Todo, at now: Date) {
        let todo = Todo(
            title: edited.title, note: edited.note, position: nextPosition, priority: edited.priority, dueDate: edited.dueDate,
            createdAt: now
        )
        commit(UndoableChange(
            description: "Added \(ChangeDescription.quoted(todo.title))", redo: [.create(todo)], undo: [.delete(todo.id)]
        ))
        reveal(todo.id)
    }
}
