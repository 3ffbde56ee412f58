/// What ``SQLiteTodoStore/importTodos(_:for:)`` did with the todos it was given.
public struct TodoImportResult: Hashable, Sendable {
    /// Todos added at the end of the list.
    public var added: Int
    /// Todos skipped because the list has them already, from this file or an earlier
    /// import of it.
    public var alreadyThere: Int

    public init(added: Int, alreadyThere: Int) {
        self.added = added
        self.alreadyThere = alreadyThere
    }
}
