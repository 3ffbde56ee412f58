import Foundation
import GRDB
import Logging

/// Opens a todo database for the commands that only read (`list`, `export`) without
/// writing a byte of it, whoever runs them (root too) and wherever it is: the user's own
/// data, a backup copied or mounted read-only, another user's directory.
///
/// SQLite reads a database in WAL mode read-only, with its locks, where the `-wal` and
/// `-shm` files are beside it or it may make them: there it is read in place, as fast as
/// ever (see ``Place``). Elsewhere, such as a read-only directory after a clean close,
/// it is read through a ``PrivateDatabaseCopy``. So is a database an older todo-tui
/// wrote, which this one reads only once upgraded: the copy is upgraded, never the file.
///
/// ```swift
/// let opened = try ReadOnlyDatabase.open("/mnt/backup/todo-tui/todos.sqlite")
/// let count = try opened.queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM todos") }
/// ```
enum ReadOnlyDatabase {
    /// A read-only connection, and the copy it reads if it reads one: the copy is
    /// removed when it is released, so it must be kept as long as the connection.
    struct Opened {
        let queue: DatabaseQueue
        let copy: PrivateDatabaseCopy?
    }

    /// Opens the todo database at `path` read-only, after the checks ``DatabaseFileInspection``
    /// makes before writing.
    ///
    /// - Parameter willUpgradeCopy: called with `path` before the copy of a database an
    ///   older todo-tui wrote is upgraded, which for a long list takes seconds.
    /// - Throws: ``TodoStoreError``: ``TodoStoreError/noDatabase(path:)`` where there is
    ///   none, the refusals of any opening (not a todo database, newer, damaged, not this
    ///   user's to read), and those of a ``PrivateDatabaseCopy``.
    static func open(
        _ path: String, logger: Logger = SQLiteTodoStore.silentLogger, willUpgradeCopy: ((_ path: String) -> Void)? = nil
    ) throws -> Opened {
        let finding = try DatabaseFileInspection.inspectWithoutSQLite(path)
        guard finding?.isTodoDatabase ?? true else { throw TodoStoreError.noDatabase(path: path) }
        if Place(for: path) == .inPlace, try !isOlderByItsHeader(path), let queue = try openUpToDateInPlace(path) {
            logger.info("Opened the todo database read-only", metadata: ["path": "\(path)"])
            return Opened(queue: queue, copy: nil)
        }
        let opened = try openCopy(of: path, logger: logger, willUpgradeCopy: willUpgradeCopy)
        logger.info("Opened a private copy of the todo database", metadata: ["path": "\(path)"])
        return opened
    }

    /// Whether the header of the todo database at `path` says an older todo-tui wrote it:
    /// then it is read through a copy without first being opened where it is, which in a
    /// directory SQLite may write would leave its `-wal` and `-shm` there for nothing.
    private static func isOlderByItsHeader(_ path: String) throws -> Bool {
        let header = try SQLiteFileHeader(readingFrom: path)
        return header.applicationID == TodoDatabaseSchema.applicationID && header.userVersion ?? 0 < TodoDatabaseSchema.version
    }

    /// A read-only connection to the file at `path`, or nil where it is from an older
    /// todo-tui, or SQLite cannot read it where it is after all (a `-wal` it may not read).
    private static func openUpToDateInPlace(_ path: String) throws -> DatabaseQueue? {
        let queue: DatabaseQueue
        do {
            queue = try connect(path)
        } catch let error as DatabaseError where [.SQLITE_CANTOPEN, .SQLITE_READONLY].contains(error.resultCode) {
            return nil
        } catch let error as DatabaseError {
            throw TodoStoreError.opening(path: path, failedWith: error)
        }
        // Confirmed through SQLite even when the header says it is up to date, as before
        // writing: a header can be stale.
        switch try DatabaseFileInspection.inspect(path, through: queue) {
        case .todoDatabase(upToDate: true), .upToDateByItsHeader:
            return queue
        case .todoDatabase(upToDate: false):
            try queue.close()
            return nil
        case .absent, .empty:
            try queue.close()
            throw TodoStoreError.noDatabase(path: path)
        }
    }

    /// Copies the database at `path`, upgrades the copy if an older todo-tui wrote it, and
    /// opens the copy read-only. Errors name `path`, never the copy.
    private static func openCopy(
        of path: String, logger: Logger, willUpgradeCopy: ((_ path: String) -> Void)?
    ) throws -> Opened {
        let copy = try PrivateDatabaseCopy(of: path)
        do {
            let writable = try DatabaseQueue(path: copy.databasePath, configuration: SQLiteTodoStore.connectionConfiguration)
            switch try DatabaseFileInspection.inspect(path, through: writable) {
            case .todoDatabase(upToDate: false):
                willUpgradeCopy?(path)
                try SQLiteTodoStore.migrate(writable, path: path, logger: logger)
            case .absent, .empty:
                throw TodoStoreError.noDatabase(path: path)
            case .todoDatabase(upToDate: true), .upToDateByItsHeader:
                break
            }
            try writable.close()
            // Read-only, so that a write through the store fails instead of being lost
            // with the copy.
            return Opened(queue: try connect(copy.databasePath), copy: copy)
        } catch let error as DatabaseError {
            copy.remove()
            throw TodoStoreError.opening(path: path, failedWith: error)
        } catch {
            copy.remove()
            throw error
        }
    }

    /// A read-only connection to the SQLite file at `path`.
    private static func connect(_ path: String) throws -> DatabaseQueue {
        var configuration = SQLiteTodoStore.connectionConfiguration
        configuration.readonly = true
        return try SQLiteTodoStore.retryingWhileBusy { try DatabaseQueue(path: path, configuration: configuration) }
    }

    // MARK: Where it is read

    /// Whether the database at a path is read where it is or through a copy.
    enum Place: Equatable {
        /// Read-only through SQLite, with its locks, where it is.
        case inPlace
        /// Through a ``PrivateDatabaseCopy``.
        case privateCopy

        /// What is known of the file and its directory, from the file system.
        struct Facts: Equatable {
            /// The file's `-wal` and `-shm` are beside it and this process may read them:
            /// SQLite reads with them, even where it may not write them.
            var hasLogAndIndexBeside: Bool
            /// This process may create files in the directory, and the directory's mode
            /// lets someone: SQLite makes the `-wal` and `-shm` there as for any reader.
            var mayCreateFilesBeside: Bool
            /// Permissions stop this process: it is not root.
            var isBoundByPermissions: Bool
        }

        /// Root reads in place only where the directory's mode lets someone write: in a
        /// directory of mode 555 it would make the `-wal` and `-shm`, or write the `-shm`
        /// there, in a place whose permissions say no one writes.
        init(_ facts: Facts) {
            if facts.mayCreateFilesBeside || (facts.hasLogAndIndexBeside && facts.isBoundByPermissions) {
                self = .inPlace
            } else {
                self = .privateCopy
            }
        }

        /// Where the database file at `path` is read, from the file system as it is now.
        init(for path: String) {
            let target = path.resolvingSymbolicLinks
            let directory = (target as NSString).deletingLastPathComponent
            var status = stat()
            self.init(Facts(
                hasLogAndIndexBeside: ["-wal", "-shm"].allSatisfy { access(target + $0, R_OK) == 0 },
                mayCreateFilesBeside: access(directory, W_OK | X_OK) == 0
                    && stat(directory, &status) == 0 && status.st_mode & 0o222 != 0,
                isBoundByPermissions: geteuid() != 0
            ))
        }
    }
}
