/// One change another program made to a list, as far as the store can tell who and
/// what: what the header says when the list shows it ("grace marked 'Milk' done").
public struct OutsideChange: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case added
        /// The fields that changed.
        case changed(Set<Field>)
        case deleted
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

    public init(actor: String, kind: Kind, title: String, isDone: Bool) {
        self.actor = actor
        self.kind = kind
        self.title = title
        self.isDone = isDone
    }
}
