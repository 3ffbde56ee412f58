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
/// some milliseconds of the start, before the first screen. The read-only look still
/// comes before anything is written (``confirmBeforeWriting(_:)``), in the app once
/// the first screen is drawn: a header can be stale (a newer todo-tui that failed to
/// note its version), and a file damaged past its header is then reported when the
/// user logs in rather than before the first screen.
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
        /// A todo database up to date by its header, not yet looked at through SQLite.
        case upToDateByItsHeader

        var isTodoDatabase: Bool {
            switch self {
            case .todoDatabase, .upToDateByItsHeader: true
            case .absent, .empty: false
            }
        }
    }

    static func inspect(_ path: String) throws -> Finding {
        try inspectWithoutSQLite(path) ?? inspectThroughSQLite(path)
    }

    /// What the file system and the file's header tell of it, making the same refusals as
    /// ``inspect(_:)``; nil for a SQLite file only SQLite can tell more of (one an older
    /// todo-tui wrote, or one with pages beside it).
    static func inspectWithoutSQLite(_ path: String) throws -> Finding? {
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT { return .absent }
            throw TodoStoreError.unreadable(path: path, errno: errno)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw TodoStoreError.notAFile(path: path, kind: kind(of: status.st_mode))
        }
        if status.st_size == 0 { return .empty }
        let header = try SQLiteFileHeader(readingFrom: path)
        guard header.isSQLite else {
            throw TodoStoreError.notADatabase(path: path)
        }
        if header.applicationID == TodoDatabaseSchema.applicationID,
           header.userVersion == TodoDatabaseSchema.version,
           !hasPagesBesideTheFile(path) {
            return .upToDateByItsHeader
        }
        return nil
    }

    /// What a file that is not a regular file is, in words: "a directory", say.
    private static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a named pipe"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "something other than a file"
        }
    }

    /// Looks through a read-only connection at a file found ``Finding/upToDateByItsHeader``,
    /// before anything writes to it: throws when it is not a todo database this todo-tui
    /// may write (newer, foreign, damaged). One an older todo-tui left is upgraded by
    /// opening it, as usual.
    static func confirmBeforeWriting(_ path: String) throws {
        _ = try inspectThroughSQLite(path)
    }

    private static func inspectThroughSQLite(_ path: String) throws -> Finding {
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
    /// not be the database's latest. SQLite keeps them beside the file a symbolic link
    /// leads to, so that is where they are looked for.
    private static func hasPagesBesideTheFile(_ path: String) -> Bool {
        let target = path.resolvingSymbolicLinks
        return ["-wal", "-journal"].contains { suffix in
            var status = stat()
            return stat(target + suffix, &status) == 0 && status.st_size > 0
        }
    }

    /// Through a read-only connection, in a directory this process may write (the store
    /// checks that first), where SQLite can make the files it reads with.
    private static func inspectReadOnly(_ path: String) throws -> Finding {
        var configuration = SQLiteTodoStore.connectionConfiguration
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read { db in try finding(in: db, path: path) }
    }

    /// What the file at `path` is, looked at through `queue`, a connection to it.
    static func inspect(_ path: String, through queue: DatabaseQueue) throws -> Finding {
        do {
            return try SQLiteTodoStore.retryingWhileBusy { try queue.read { db in try finding(in: db, path: path) } }
        } catch let error as DatabaseError {
            throw TodoStoreError.opening(path: path, failedWith: error)
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
