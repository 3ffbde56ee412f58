import Foundation
import GRDB

/// Decides, without changing a byte of it, whether the file at the database path
/// may be opened for writing.
///
/// Opening a SQLite file for writing is not harmless: switching it to WAL mode
/// and running migrations both write to it. So an existing file is first looked
/// at through a read-only connection, and refused when it is not a SQLite
/// database, belongs to another program (its `application_id` differs and it
/// has tables), or was migrated by a newer todo-tui than this one.
///
/// The usual file, a todo database that this todo-tui left up to date and closed, is
/// known from its header alone: our `application_id`, our schema version in
/// `user_version` (which opening a store writes, see
/// ``TodoDatabaseSchema/version``), and no write-ahead log or journal whose pages
/// could say otherwise. That takes one `read`, where a read-only connection takes
/// some milliseconds of the start, before the first screen.
enum DatabaseFileInspection {
    /// What was found at the path.
    enum Finding: Equatable {
        /// No file: a new database will be created.
        case absent
        /// An empty file or a database with no tables: it will become a todo database.
        case empty
        /// A todo database this version knows how to open; not `upToDate` when an older
        /// todo-tui made it, and opening it for writing will upgrade it.
        case todoDatabase(upToDate: Bool)

        var isTodoDatabase: Bool {
            if case .todoDatabase = self { return true }
            return false
        }
    }

    static func inspect(_ file: URL) throws -> Finding {
        let path = file.path
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT { return .absent }
            throw TodoStoreError.unreadableDatabase(path: path, reason: String(cString: strerror(errno)))
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw TodoStoreError.notADatabase(path: path)
        }
        if status.st_size == 0 { return .empty }
        let header = try SQLiteFileHeader(readingFrom: path)
        guard header.isSQLite else {
            throw TodoStoreError.notADatabase(path: path)
        }
        if header.applicationID == TodoDatabaseSchema.applicationID,
           header.userVersion == TodoDatabaseSchema.version,
           !hasPagesBesideTheFile(path) {
            return .todoDatabase(upToDate: true)
        }
        do {
            return try inspectReadOnlyWhenNotBusy(path)
        } catch let error as DatabaseError {
            throw TodoStoreError.opening(path: path, failedWith: error)
        }
    }

    /// Another todo-tui creating the same file right now holds it for a moment, so a
    /// busy file is looked at again for a little while.
    private static func inspectReadOnlyWhenNotBusy(_ path: String) throws -> Finding {
        try SQLiteTodoStore.retryingWhileBusy { try inspectReadOnly(path) }
    }

    /// Whether a write-ahead log or a rollback journal beside the file holds anything:
    /// another todo-tui has it open, or one was killed, and the header in the file may
    /// not be the database's latest.
    private static func hasPagesBesideTheFile(_ path: String) -> Bool {
        ["-wal", "-journal"].contains { suffix in
            var status = stat()
            return stat(path + suffix, &status) == 0 && status.st_size > 0
        }
    }

    private static func inspectReadOnly(_ path: String) throws -> Finding {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = SQLiteTodoStore.busyMode
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db in try finding(in: db, path: path) }
        }
    }

    private static func finding(in db: Database, path: String) throws -> Finding {
        let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        if applicationID == TodoDatabaseSchema.applicationID {
            let migrator = TodoDatabaseSchema.migrator
            if try migrator.hasBeenSuperseded(db) {
                throw TodoStoreError.newerDatabase(path: path)
            }
            return .todoDatabase(upToDate: try migrator.hasCompletedMigrations(db))
        }
        // GRDB creates its migrations table in a transaction of its own before our first
        // migration (which sets the application id) runs, so a file another todo-tui is
        // creating right now can have that table and nothing else.
        let schemaObjectCount = try Int.fetchOne(
            db, sql: "SELECT count(*) FROM sqlite_master WHERE tbl_name <> 'grdb_migrations'"
        ) ?? 0
        guard applicationID == 0, schemaObjectCount == 0 else {
            throw TodoStoreError.foreignDatabase(path: path)
        }
        return .empty
    }
}
