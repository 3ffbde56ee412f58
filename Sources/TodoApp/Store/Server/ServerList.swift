/// A list on the server as one role may open it: its own, or shared with it.
struct ServerList: Hashable, Sendable {
    var id: Int64
    var name: String
    var owner: String
    /// Whether the role may change its todos: its own, or shared for writing.
    var canWrite: Bool
    /// Whether the role owns it.
    var isOwn: Bool

    /// What the prompt and the header call it: its name, and for another's list its owner
    /// too (`Groceries · ada`), which is also what opens it.
    var displayName: String {
        isOwn ? name : ServerListName.joined(name, owner: owner)
    }
}

/// A name typed at the prompt or given to `--user`, on a server: a list's name, with its
/// owner after a middle dot for another's list (`Groceries · ada`).
struct ServerListName: Hashable, Sendable {
    static let separator = " · "

    /// The list's name, trimmed.
    var name: String
    /// Whose list, when the name says.
    var owner: String?

    init(name: String, owner: String?) {
        self.name = name
        self.owner = owner
    }

    init(_ typed: String) throws(TodoStoreError) {
        let trimmed = typed.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw .emptyUserName }
        if let range = trimmed.range(of: Self.separator, options: .backwards) {
            let owner = trimmed[range.upperBound...].trimmingWhitespace()
            let name = trimmed[..<range.lowerBound].trimmingWhitespace()
            if !owner.isEmpty, !name.isEmpty {
                self.name = name
                self.owner = owner
                return
            }
        }
        name = trimmed
        owner = nil
    }

    static func joined(_ name: String, owner: String) -> String {
        name + separator + owner
    }
}
