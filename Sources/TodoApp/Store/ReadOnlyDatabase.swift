import Foundation
import GRDB
import GRDBSQLite

/// Opens a todo database read-only where this process may not write: a backup copied or
/// mounted read-only, or another user's directory. For the commands that only read.
///
/// The database is in WAL mode, and SQLite reads one read-only only with its `-wal` and
/// `-shm` files beside it, which it creates when it may. After a clean close they are
/// gone, and in a read-only directory they cannot be made. SQLite's `immutable` then
/// reads the file alone, without locks, trusting that nothing changes it meanwhile; so it
/// is used only where that is sure (see ``Plan``), and any other case is refused with
/// what to do.
///
/// ```swift
/// let queue = try ReadOnlyDatabase.open("/mnt/backup/todo-tui/todos.sqlite")
/// ```
enum ReadOnlyDatabase {
    /// Opens the todo database at `path` read-only, after the checks ``DatabaseFileInspection``
    /// makes before writing, and refuses one that would need upgrading first.
    ///
    /// - Throws: ``TodoStoreError``: ``TodoStoreError/noDatabase(path:)`` where there is
    ///   none, ``TodoStoreError/olderDatabaseReadOnly(path:)`` for one an older todo-tui
    ///   wrote, ``TodoStoreError/cannotReadInPlace(path:reason:)`` where it cannot be read
    ///   safely, and the refusals of any opening (not a todo database, newer, damaged).
    static func open(_ path: String) throws -> DatabaseQueue {
        let finding = try DatabaseFileInspection.inspect(path)
        guard finding.isTodoDatabase else { throw TodoStoreError.noDatabase(path: path) }
        let queue = try connect(path)
        // Confirmed through SQLite even when the header says it is up to date, as before
        // writing: a header can be stale.
        let confirmed = try DatabaseFileInspection.inspect(path, through: queue)
        switch confirmed {
        case .todoDatabase(upToDate: true), .upToDateByItsHeader:
            return queue
        case .todoDatabase(upToDate: false):
            throw TodoStoreError.olderDatabaseReadOnly(path: path)
        case .absent, .empty:
            throw TodoStoreError.noDatabase(path: path)
        }
    }

    /// A read-only connection to the SQLite file at `path`: SQLite's own where it can
    /// open one, else an `immutable` one where ``Plan`` finds that safe.
    static func connect(_ path: String) throws -> DatabaseQueue {
        var configuration = SQLiteTodoStore.connectionConfiguration
        configuration.readonly = true
        do {
            return try SQLiteTodoStore.retryingWhileBusy { try DatabaseQueue(path: path, configuration: configuration) }
        } catch let error as DatabaseError where [.SQLITE_READONLY, .SQLITE_CANTOPEN].contains(error.resultCode) {
            // GRDB reads the schema on opening, which is where the missing -wal fails.
            switch Plan(for: path) {
            case .immutable:
                return try openImmutable(path, configuration: configuration)
            case .refuse(let reason):
                throw TodoStoreError.cannotReadInPlace(path: path, reason: reason)
            }
        } catch let error as DatabaseError {
            throw TodoStoreError.opening(path: path, failedWith: error)
        }
    }

    private static func openImmutable(_ path: String, configuration: Configuration) throws -> DatabaseQueue {
        do {
            return try DatabaseQueue(path: immutableURI(for: path), configuration: configuration)
        } catch let error as DatabaseError {
            throw TodoStoreError.opening(path: path, failedWith: error)
        }
    }

    /// `path` as a SQLite URI with `immutable=1`. Every byte but letters, digits and
    /// `/._~-` is percent-encoded, so a `?`, `#` or `%` in a directory's name stays part
    /// of the path.
    static func immutableURI(for path: String) -> String {
        let kept = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._~-".utf8)
        var uri = "file:"
        for byte in path.utf8 {
            if kept.contains(byte) {
                uri.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                uri += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return uri + "?immutable=1"
    }

    // MARK: When immutable is safe

    /// Whether the file at a path may be read with `immutable`, which reads the main file
    /// alone and takes no locks.
    enum Plan: Equatable {
        case immutable
        /// Not safe, for `reason` (a phrase for ``TodoStoreError/cannotReadInPlace(path:reason:)``).
        case refuse(reason: String)

        /// What is known of the file and its place, from the file system.
        struct Facts: Equatable {
            /// A `-wal`, `-shm` or `-journal` file is beside the database: one that has it
            /// open, or was killed, keeps changes there that `immutable` would not see.
            var hasFilesBeside: Bool
            /// The directory is on a file system mounted read-only.
            var onReadOnlyFileSystem: Bool
            /// The directory's permissions let someone (its owner, say) create files in it.
            var directoryIsWritableBySomeone: Bool
            /// SQLite reads `file:` names as URIs. GRDB opens files without
            /// `SQLITE_OPEN_URI`, so that takes SQLite built with `SQLITE_USE_URI`, as
            /// Debian's and Ubuntu's are.
            var sqliteReadsURIs: Bool
        }

        init(_ facts: Facts) {
            if facts.hasFilesBeside {
                self = .refuse(reason: "the files SQLite keeps beside it (todos.sqlite-wal, -shm) say that it is "
                    + "open or was not closed, and this user cannot use them")
            } else if facts.directoryIsWritableBySomeone && !facts.onReadOnlyFileSystem {
                // Nobody writes the file without first creating -wal beside it; where
                // someone may, reading without locks could meet a half-written change.
                self = .refuse(reason: "this user may not create files in its directory, which SQLite needs "
                    + "to read it safely while its owner may be changing it")
            } else if !facts.sqliteReadsURIs {
                self = .refuse(reason: "the SQLite this todo-tui uses cannot read a database in WAL mode "
                    + "where it may not create files")
            } else {
                self = .immutable
            }
        }

        /// The plan for the database file at `path`, from the file system as it is now.
        /// Root is the one writer permissions do not stop: a root process that opens the
        /// file while it is read this way could make the read fail.
        init(for path: String) {
            let target = Self.resolved(path)
            let directory = (target as NSString).deletingLastPathComponent
            var status = stat()
            var fileSystem = statvfs()
            self.init(Facts(
                hasFilesBeside: ["-wal", "-shm", "-journal"].contains { access(target + $0, F_OK) == 0 },
                onReadOnlyFileSystem: statvfs(directory, &fileSystem) == 0 && fileSystem.f_flag & UInt(ST_RDONLY) != 0,
                directoryIsWritableBySomeone: stat(directory, &status) != 0 || status.st_mode & 0o222 != 0,
                sqliteReadsURIs: sqlite3_compileoption_used("USE_URI") != 0
            ))
        }

        /// SQLite keeps the files beside the one a symbolic link leads to.
        private static func resolved(_ path: String) -> String {
            guard let resolved = realpath(path, nil) else { return path }
            defer { free(resolved) }
            return String(cString: resolved)
        }
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
