/// The changes made in this session that `u` can take back and Ctrl-R make again, many
/// levels deep.
///
/// Each entry is the writes that made a change and the writes that undo it; undoing is
/// then one more ordinary change, saved like any other and seen by another instance.
/// A new change forgets what was undone, as editors do.
struct UndoHistory: Equatable {
    /// Undoable changes, the latest last.
    private(set) var changes: [UndoableChange] = []
    /// Undone changes, the latest undone last.
    private(set) var undone: [UndoableChange] = []

    /// How far back `u` goes: enough for any session, bounded so a long one does not
    /// keep every change for ever.
    static let depth = 200

    var canUndo: Bool { !changes.isEmpty }
    var canRedo: Bool { !undone.isEmpty }

    mutating func record(_ change: UndoableChange) {
        changes.append(change)
        if changes.count > Self.depth { changes.removeFirst(changes.count - Self.depth) }
        undone = []
    }

    /// The change to take back, now moved to the undone ones.
    mutating func undo() -> UndoableChange? {
        guard let change = changes.popLast() else { return nil }
        undone.append(change)
        return change
    }

    /// The change to make again, now back among the undoable ones.
    mutating func redo() -> UndoableChange? {
        guard let change = undone.popLast() else { return nil }
        changes.append(change)
        return change
    }
}

/// One change the user made, as writes both ways.
struct UndoableChange: Equatable {
    /// What happened, as the status line says it: "Deleted 'Buy milk'".
    var description: String
    /// The writes that make the change (again).
    var redo: [TodoWrite]
    /// The writes that take it back, in order.
    var undo: [TodoWrite]
}
