/// What the header says when others' changes reach the list: who changed what, in a
/// line ("grace marked 'Milk' done"; "grace and ada made 4 changes"), and what became of a
/// change made here that the server did not make as made.
enum OutsideChangeDescription {
    /// The line for `changes`, oldest first; nil when there is nothing to say (the store
    /// cannot tell who changed what). Of several, one that is about a change made here is
    /// said whole, since it asks something of the user.
    static func text(for changes: [OutsideChange]) -> String? {
        guard let last = changes.last else { return nil }
        guard changes.count > 1 else { return sentence(for: last) }
        if let yours = changes.last(where: isAboutAChangeMadeHere) {
            return sentence(for: yours) + " (of \(changes.count) changes)"
        }
        var actors: [String] = []
        for change in changes where !actors.contains(change.actor) { actors.append(change.actor) }
        let who = actors.count <= 2 ? actors.joined(separator: " and ") : "\(actors[0]) and \(actors.count - 1) others"
        return "\(who) made \(changes.count) changes"
    }

    private static func isAboutAChangeMadeHere(_ change: OutsideChange) -> Bool {
        switch change.kind {
        case .deletedWhileChangedHere, .notesMerged, .refused: true
        case .added, .changed, .deleted: false
        }
    }

    private static func sentence(for change: OutsideChange) -> String {
        let title = ChangeDescription.quoted(change.title)
        let who = change.actor
        switch change.kind {
        case .added:
            return "\(who) added \(title)"
        case .deleted:
            return "\(who) deleted \(title)"
        case .deletedWhileChangedHere:
            return "\(who) deleted \(title), which you changed"
        case .notesMerged:
            return "\(who) changed the note of \(title) too: both kept"
        case .refused(let reason):
            return "Your change to \(title) was not made: \(reason)"
        case .changed(let fields):
            if fields == [.done] { return change.isDone ? "\(who) marked \(title) done" : "\(who) marked \(title) not done" }
            if fields == [.title] {
                guard let before = change.before?.title else { return "\(who) renamed a todo to \(title)" }
                return "\(who) changed the title of \(ChangeDescription.quoted(before)) to \(title)"
            }
            if fields == [.position] { return "\(who) moved \(title)" }
            if fields == [.priority] { return "\(who) changed the priority of \(title)" }
            if fields == [.due] { return "\(who) changed the due date of \(title)" }
            if fields == [.note] { return "\(who) changed the note of \(title)" }
            return "\(who) changed \(title)"
        }
    }
}
