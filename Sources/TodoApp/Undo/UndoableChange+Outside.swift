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
