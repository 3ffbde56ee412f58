import Logging

extension SQLiteTodoStore {
    /// Opens the database at `location` for a program that only reads it, creating nothing:
    /// as ``init(location:mustExist:logger:willUpgrade:)`` with `mustExist` where this
    /// process may write there (a database from an older todo-tui is upgraded), and
    /// read-only where it may not, such as a backup copied or mounted read-only (see
    /// ``ReadOnlyDatabase``). A store opened read-only refuses every write with
    /// ``TodoStoreError/readOnlyLocation(path:)``.
    ///
    /// ```swift
    /// let store = try SQLiteTodoStore.openingForReading(location: DataLocation(directory: backup))
    /// let todos = try await store.todos(for: "Ada")
    /// ```
    ///
    /// - Throws: the ``TodoStoreError``s of opening; where the database is read-only, also
    ///   ``TodoStoreError/olderDatabaseReadOnly(path:)`` for one that would need upgrading,
    ///   and ``TodoStoreError/cannotReadInPlace(path:reason:)`` where it cannot be read safely.
    public static func openingForReading(
        location: DataLocation, logger: Logger = SQLiteTodoStore.silentLogger,
        willUpgrade: ((_ path: String) -> Void)? = nil
    ) throws -> SQLiteTodoStore {
        try SQLiteTodoStore(
            location: location, mustExist: true, logger: logger, willUpgrade: willUpgrade, inBackground: false,
            readOnlyWhereNeeded: true
        )
    }
}
