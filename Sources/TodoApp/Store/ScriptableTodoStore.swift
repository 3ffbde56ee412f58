/// What the command line needs of a store besides ``TodoStore``: importing a file, and
/// knowing that the store is there before it does anything else. Both the SQLite store and
/// the server store are one.
public protocol ScriptableTodoStore: TodoStore {
    /// Adds `todos` at the end of `user`'s list in their order, skipping those the list
    /// already has, all in one transaction.
    func importTodos(_ todos: [Todo], for user: String) async throws -> TodoImportResult

    /// Waits until the store is open (the database file, or the server's connection), and
    /// throws the ``TodoStoreError`` opening failed with, if it did.
    func waitUntilOpen() async throws
}

extension SQLiteTodoStore: ScriptableTodoStore {}

extension ServerTodoStore: ScriptableTodoStore {
    public func waitUntilOpen() async throws {
        try await connect()
    }
}
