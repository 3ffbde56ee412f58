/// How a list kept for a server stands with it: what the header says ("offline · 3
/// changes to send").
public struct SyncStatus: Hashable, Sendable {
    /// Whether the server cannot be reached now: changes are kept here meanwhile.
    public var isAway: Bool
    /// How many changes made here wait for the server.
    public var unsent: Int
    /// Whether the server no longer opens the list to this role (it was unshared or
    /// deleted): the copy stays as it was, and changes made to it are not taken.
    public var isClosed: Bool
    /// While the whole list is being copied here (the first time it is opened on this
    /// machine), how many of its todos are in so far: the list shows them meanwhile.
    public var todosCopied: Int?

    public init(isAway: Bool = false, unsent: Int = 0, isClosed: Bool = false, todosCopied: Int? = nil) {
        self.isAway = isAway
        self.unsent = unsent
        self.isClosed = isClosed
        self.todosCopied = todosCopied
    }

    public static let inStep = SyncStatus()
}

extension SyncStatus {
    /// What the list's header says of it: "offline · 3 changes to send" while the server
    /// is away, "3 changes to send" while they go, nothing once all is sent.
    var headerText: String? {
        if isClosed { return "no longer shared with you" }
        if let todosCopied { return "copying here: \(todosCopied) todos so far" }
        let waiting = unsent == 1 ? "1 change to send" : "\(unsent) changes to send"
        if isAway { return unsent == 0 ? "offline" : "offline · \(waiting)" }
        return unsent == 0 ? nil : waiting
    }
}
