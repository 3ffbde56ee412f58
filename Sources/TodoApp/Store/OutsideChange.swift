import Foundation

/// One change another program made to a list, as far as the store can tell who and
/// what: what the header says when the list shows it ("grace marked 'Milk' done"), and,
/// for a list kept in step with a server (``SyncedTodoStore``), what `u` can put back.
public struct OutsideChange: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case added
        /// The fields that changed.
        case changed(Set<Field>)
        case deleted
        /// Someone deleted a todo this machine had changed and not yet sent: the change
        /// did not bring it back. `yours` is the todo as it was here, every field.
        case deletedWhileChangedHere(yours: Todo)
        /// This machine's new note and another's both changed the note: the server kept
        /// both texts, the other's marked with who wrote it.
        case notesMerged
        /// The server refused this machine's change (the list is no longer shared for
        /// changing); the todo shows as the server has it. `reason` is a sentence.
        case refused(reason: String)
    }

    public enum Field: String, Hashable, Sendable {
        case title, note, done, position, priority, due
    }

    /// Who made it: a role on a server.
    public var actor: String
    public var kind: Kind
    /// The todo's title after the change (before it, for a deletion).
    public var title: String
    /// Whether the todo is done after it.
    public var isDone: Bool
    /// The todo it is about, when the store can tell.
    public var todoID: Todo.ID?
    /// For a change: the fields it changed as this machine showed them just before, and as
    /// the change made them. What `u` writes back, and Ctrl-R again; nil when the store
    /// cannot tell, or the change did not alter what this machine shows.
    public var before: TodoChanges?
    public var after: TodoChanges?

    public init(
        actor: String, kind: Kind, title: String, isDone: Bool, todoID: Todo.ID? = nil,
        before: TodoChanges? = nil, after: TodoChanges? = nil
    ) {
        self.actor = actor
        self.kind = kind
        self.title = title
        self.isDone = isDone
        self.todoID = todoID
        self.before = before
        self.after = after
    }
}
