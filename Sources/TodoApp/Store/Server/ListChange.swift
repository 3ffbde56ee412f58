import Foundation

/// A change made to a list on this machine, on its way to the server: kept in the local
/// copy's outbox (see ``LocalCopy``) until the server has it, and sent with an id the
/// server remembers, so that sending it again after a lost reply changes nothing.
enum ListChange: Hashable, Sendable {
    /// The todo whole, inserted or put in place of the one with its id: a new todo, one
    /// brought back by an undo, or a deleted one's edits kept as a new todo.
    case save(Todo)
    /// Some fields of a todo; the others stay as the server has them. `baseNote` is the
    /// note the change was made from, when it sets the note: a server whose note moved on
    /// since then keeps both texts (see ``ListChangeOutcome/noteMerged``).
    case update(Todo.ID, TodoChanges, baseNote: String?)
    case delete(Todo.ID)

    var todoID: Todo.ID {
        switch self {
        case .save(let todo): todo.id
        case .update(let id, _, _), .delete(let id): id
        }
    }

    /// The change as the server will keep it: PostgreSQL's text holds no U+0000, which it
    /// is sent as U+FFFD, so a copy keeps the same from the start.
    var asTheServerKeepsIt: ListChange {
        func kept(_ text: String) -> String {
            text.contains("\u{0}") ? text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}") : text
        }
        switch self {
        case .save(var todo):
            todo.title = kept(todo.title)
            todo.note = kept(todo.note)
            return .save(todo)
        case .update(let id, var changes, let baseNote):
            changes.title = changes.title.map(kept)
            changes.note = changes.note.map(kept)
            return .update(id, changes, baseNote: baseNote)
        case .delete:
            return self
        }
    }

    /// Makes the same change to the todo it is about, as the server makes it: what a
    /// local copy shows while the change waits. `todo` is nil while there is none.
    func apply(to todo: inout Todo?) {
        switch self {
        case .save(let saved):
            todo = saved
        case .update(_, let changes, _):
            guard var changed = todo else { return }
            changes.apply(to: &changed)
            todo = changed
        case .delete:
            todo = nil
        }
    }
}

/// A change sent to the server, with the id that makes sending it twice harmless.
struct SentChange: Hashable, Sendable {
    var id: UUID
    var change: ListChange
}

/// What the server did with a sent change.
enum ListChangeOutcome: Hashable, Sendable {
    /// Made, as sent.
    case applied
    /// The server had it already (a retry after a lost reply): nothing was done again.
    case alreadyApplied
    /// An update to a todo someone deleted: nothing was done, and the todo stays deleted.
    /// `deletedBy` names the role that deleted it, when the server still knows.
    case todoWasGone(deletedBy: String?)
    /// An update of the note, made from a note someone else changed since: the server
    /// kept both texts, the other's marked with who wrote it.
    case noteMerged(with: String)
    /// The role may no longer change the list (it was unshared, or shared for reading
    /// only): nothing was done. The reason is a sentence for the user.
    case refused(String)
}

/// What changed in a list on the server after a revision: the todos as they now are,
/// and those that are gone, up to ``revision``.
struct ServerListChanges: Hashable, Sendable {
    /// The list's revision these changes bring a copy to.
    var revision: Int
    /// Each todo changed or added since, as it is at ``revision``.
    var changed: [Todo]
    /// The todos deleted since (and not added again).
    var deleted: [Todo.ID]
    /// Who changed what, for the changes other connections made, oldest first.
    var news: [OutsideChange]
}
