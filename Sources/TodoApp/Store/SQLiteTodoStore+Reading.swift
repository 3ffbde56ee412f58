import Logging

extension SQLiteTodoStore {
    /// Opens the database at `location` for a program that only reads it, and writes
    /// nothing there, whoever runs it (root too): not the upgrade a database from an older
    /// todo-tui needs, not a new file. It is read in place, read-only, where SQLite can do
    /// that safely, and otherwise through a private copy, upgraded if need be and removed
    /// with the store (see ``ReadOnlyDatabase``). So a backup copied or mounted read-only,
    /// or another user's directory, is read as the user's own data is. The store refuses
    /// every write with ``TodoStoreError/readOnlyLocation(path:)``.
    ///
    /// ```swift
    /// let store = try SQLiteTodoStore.openingForReading(location: DataLocation(directory: backup))
    /// let todos = try await store.todos(for: "Ada")
    /// ```
    ///
    /// - Parameter willUpgradeCopy: called with the file's path before the copy of a
    ///   database an older todo-tui wrote is upgraded, which for a long list takes seconds.
    /// - Throws: the ``TodoStoreError``s of opening, ``TodoStoreError/noDatabase(path:)``
    ///   where there is none, and where a copy is read, ``TodoStoreError/changedWhileCopied(path:)``
    ///   and ``TodoStoreError/cannotCopyToRead(path:reason:)``.
    public static func openingForReading(
        location: DataLocation, logger: Logger = SQLiteTodoStore.silentLogger,
        willUpgradeCopy: ((_ path: String) -> Void)? = nil
    ) throws -> SQLiteTodoStore {
        try SQLiteTodoStore(
            location: location, mustExist: true, logger: logger, willUpgrade: willUpgradeCopy, inBackground: false,
            readOnly: true
        )
    }
}
