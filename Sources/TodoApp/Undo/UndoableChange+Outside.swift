import Foundation

extension UndoableChange {
    /// What `u` does about another's change that reached this list: puts back what this
    /// machine showed before it (the change that reached the server last stays, so putting
    /// it back is one more change, which then does), or, for a todo someone deleted while
    /// it was changed here, keeps this machine's version as a new todo, every field kept.
    /// Nil for a change there is nothing to take back of.
    init?(outside change: OutsideChange) {
        let title = ChangeDescription.quoted(change.title)
        switch change.kind {
        case .changed:
            guard let id = change.todoID, let before = change.before, let after = change.after else { return nil }
            self.init(description: "\(change.actor)'s change to \(title)", redo: [.update(id, after)], undo: [.update(id, before)])
        case .deletedWhileChangedHere(var yours):
            yours.id = UUID()
            self.init(description: "\(change.actor)'s delete of \(title)", redo: [.delete(yours.id)], undo: [.create(yours)])
        case .added, .deleted, .notesMerged, .refused:
            return nil
        }
    }
}

extension UndoHistory {
    /// Whether a change made in this session, and not undone, set one of `fields` of the
    /// todo `id`: another's change to those fields overwrote it, which is what `u` is
    /// offered for. Another's change to what was not changed here is only told.
    func setsAny(of fields: Set<OutsideChange.Field>, of id: Todo.ID) -> Bool {
        changes.contains { change in
            change.redo.contains { write in
                guard write.todoID == id else { return false }
                switch write {
                case .create, .restore: return true
                case .edit: return !fields.isDisjoint(with: [.title, .note])
                case .delete: return false
                case .update(_, let set): return !fields.isDisjoint(with: set.fields)
                }
            }
        }
    }
}

extension TodoChanges {
    /// The fields these changes set, as the news names them.
    var fields: Set<OutsideChange.Field> {
        var fields: Set<OutsideChange.Field> = []
        if title != nil { fields.insert(.title) }
        if note != nil { fields.insert(.note) }
        if isDone != nil { fields.insert(.done) }
        if position != nil { fields.insert(.position) }
        if priority != nil { fields.insert(.priority) }
        if dueDate != nil { fields.insert(.due) }
        return fields
    }
}
