// MARK: What an undo or a redo selects

extension TodoWorkflow.State {
    /// After an undo or a redo, the list selects the todo it changed (the one moved, of
    /// a move), so that what changed is in sight: the todo brought back by undoing a
    /// delete, say, rather than the one after it. A change that took a todo away leaves
    /// the selection where the list's own rule puts it.
    ///
    /// A window that no longer holds the todo (the user went far from it since) is read
    /// again around it, as for a todo added there.
    mutating func selectTodoChanged(by writes: [TodoWrite]) {
        guard let write = writes.first else { return }
        if case .delete = write { return }
        let id = write.todoID
        if todos.firstIndex(ofID: id) != nil {
            reveal(id)
        } else {
            placeInWindow(id)
        }
    }
}
