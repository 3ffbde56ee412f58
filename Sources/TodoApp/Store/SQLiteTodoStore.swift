import Foundation
import GRDB
import Logging

/// The ``TodoStore`` that keeps todos in a SQLite database, one file for all users.
///
/// ```swift
/// let store = try SQLiteTodoStore(location: .standard())
/// try await store.save(Todo(title: "Buy milk", position: 0), for: "Ada")
/// ```
///
/// Opening is careful with whatever is already at the path: an existing file is
/// first inspected read-only, and one that is not a todo-tui database, or that a
/// newer todo-tui has upgraded, is refused with a ``TodoStoreError`` and left
/// byte for byte as it was. Only then is the database opened for writing (in WAL
/// mode, so the app's reads never wait for another instance's writes) and
/// brought up to date by the schema's migrations.
///
/// Users are found by name ignoring case and Unicode normalisation ("ada" opens
/// Ada's list; see ``UserName``), and a new user keeps the spelling first used. A
/// database that already holds two such names (from before this rule) keeps both
/// lists: the exact spelling chooses between them, and any other the older one.
///
/// Several stores, in one process or several, may share a file: each write is a
/// short transaction that waits up to ``busyTimeout`` for another writer instead
/// of failing, and commits are flushed to disk before `save` returns.
public final class SQLiteTodoStore: TodoStore {
    /// Where the database file is.
    public let location: DataLocation

    /// How long a write waits for another connection's write to finish before
    /// failing with "busy".
    public static let busyTimeout: TimeInterval = 5

    /// What every connection the store opens starts from, the read-only look at the file
    /// (``DatabaseFileInspection``) included.
    static var connectionConfiguration: Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        // GRDB's queues are user-initiated by default, which libdispatch on Linux runs at
        // a nice of -2: for a user without the privilege to raise a thread's priority,
        // each of its threads wrote a line to the system log. The store's work is not
        // more urgent than the rest of the app's.
        configuration.qos = .default
        return configuration
    }

    private let connection: Connection
    /// The copy a store opened for reading reads, if it reads one: removed with the store.
    private let privateCopy: PrivateDatabaseCopy?
    private let logger: Logger
    private var path: String { location.databasePath }

    /// The database opened for writing: at once, or still opening in the background.
    ///
    /// One connection, which reads and writes in turn (a `DatabaseQueue`), rather than a
    /// `DatabasePool`'s writer and readers. The app's reads already wait for the writes it
    /// has queued (`TodoWriter.drain()`), so a second connection let almost nothing run
    /// side by side. Another instance's writes still never hold up a read (WAL), though a
    /// read here waits behind a write of this store's that is itself waiting for another
    /// instance's. A pool's second connection cost its own SQLite memory, and opening a
    /// pool reads the WAL file's size through Foundation's URL resources, which brought in
    /// code used nowhere else: with 100 todos shown, the app peaked 1.3 MB higher.
    private enum Connection: Sendable {
        case open(DatabaseQueue)
        case opening(Task<DatabaseQueue, any Error>)
    }

    /// Opens the database at `location`, creating its directory and file if
    /// needed, unless `mustExist`.
    ///
    /// ```swift
    /// // For a command that only reads: a mistyped --data-dir creates nothing.
    /// let store = try SQLiteTodoStore(location: location, mustExist: true)
    /// ```
    ///
    /// - Parameters:
    ///   - mustExist: refuse with ``TodoStoreError/noDatabase(path:)``, creating
    ///     nothing, when there is no todo database at `location` yet.
    ///   - logger: where to note what opening did; by default nothing is logged.
    ///   - willUpgrade: called with the file's path before a database made by an older
    ///     todo-tui is upgraded, which for a long list takes seconds (the search index is
    ///     built then): a program says so rather than seem to hang. Not called for a new
    ///     file, or one already up to date.
    /// - Throws: ``TodoStoreError`` when the file is not a todo-tui database, is
    ///   from a newer todo-tui, is damaged, or the location cannot be written.
    public convenience init(
        location: DataLocation, mustExist: Bool = false, logger: Logger = SQLiteTodoStore.silentLogger,
        willUpgrade: ((_ path: String) -> Void)? = nil
    ) throws {
        try self.init(location: location, mustExist: mustExist, logger: logger, willUpgrade: willUpgrade, inBackground: false)
    }

    /// Opens the database at `location` as ``init(location:mustExist:logger:willUpgrade:)``
    /// does, but returns once the file has been checked: opening it for writing goes on in
    /// the background, and every read and write waits for it. An interface draws its first
    /// screen meanwhile. A database an older todo-tui made is still upgraded before this
    /// returns, after `willUpgrade`, so that the message is seen while the upgrade lasts.
    ///
    /// ```swift
    /// let store = try SQLiteTodoStore.openingInBackground(location: .standard())
    /// // … draw, then read: the read waits for the opening.
    /// try await store.waitUntilOpen()  // before exiting: throws what opening failed with
    /// ```
    ///
    /// - Throws: the ``TodoStoreError``s of checking the location and the file (not a
    ///   todo-tui database, from a newer todo-tui, not writable); what opening it for
    ///   writing fails with comes from the first read or write, and ``waitUntilOpen()``.
    public static func openingInBackground(
        location: DataLocation, logger: Logger = SQLiteTodoStore.silentLogger,
        willUpgrade: ((_ path: String) -> Void)? = nil
    ) throws -> SQLiteTodoStore {
        try SQLiteTodoStore(location: location, mustExist: false, logger: logger, willUpgrade: willUpgrade, inBackground: true)
    }

    /// `readOnly`: see ``openingForReading(location:logger:willUpgradeCopy:)``.
    init(
        location: DataLocation, mustExist: Bool, logger: Logger, willUpgrade: ((_ path: String) -> Void)?,
        inBackground: Bool, readOnly: Bool = false
    ) throws {
        self.location = location
        self.logger = logger
        let path = location.databasePath
        if mustExist {
            try location.requireDirectory(orThrow: .noDatabase(path: path))
        } else {
            try location.createDirectoryIfAbsent()
        }
        if readOnly {
            let opened = try ReadOnlyDatabase.open(path, logger: logger, willUpgradeCopy: willUpgrade)
            connection = .open(opened.queue)
            privateCopy = opened.copy
            return
        }
        privateCopy = nil
        try location.requireWritableDirectory()
        let finding = try DatabaseFileInspection.inspect(path)
        logger.debug("Inspected the database file", metadata: ["path": "\(path)", "finding": "\(finding)"])
        if mustExist, !finding.isTodoDatabase {
            throw TodoStoreError.noDatabase(path: path)
        }
        if finding == .absent {
            try location.createPrivateDatabaseFile()
        } else {
            try location.requireWritableDatabaseFile()
        }
        if finding == .todoDatabase(upToDate: false) {
            willUpgrade?(path)
            connection = .open(try Self.open(path, found: finding, logger: logger))
        } else if inBackground {
            // Blocking work (file I/O, an fsync) on a task of its own, for some
            // milliseconds, once: nothing else waits for it but the store's first use.
            connection = .opening(Task.detached {
                // Once the main actor is next free: in the app, that is once the first
                // screen is drawn, which on a busy machine would otherwise share a
                // processor with this. A user takes far longer to type their name.
                await MainActor.run {}
                return try Self.open(path, found: finding, logger: logger)
            })
        } else {
            connection = .open(try Self.open(path, found: finding, logger: logger))
        }
    }

    /// Waits until the database is open for writing, and throws the ``TodoStoreError``
    /// opening it failed with, if it did; returns at once for a store opened by
    /// ``init(location:mustExist:logger:willUpgrade:)``.
    public func waitUntilOpen() async throws {
        _ = try await openedDatabase()
    }

    private func openedDatabase() async throws -> DatabaseQueue {
        switch connection {
        case .open(let database): database
        case .opening(let opening): try await opening.value
        }
    }

    /// Opens the file at `path`, inspected as `finding`, for writing and runs the migrations it lacks.
    /// A file known only by its header is looked at through SQLite first, before anything
    /// writes to it.
    private static func open(_ path: String, found finding: DatabaseFileInspection.Finding, logger: Logger) throws -> DatabaseQueue {
        if finding == .upToDateByItsHeader { try DatabaseFileInspection.confirmBeforeWriting(path) }
        return try open(path: path, logger: logger)
    }

    /// Opens the database for writing and runs the migrations it lacks.
    private static func open(path: String, logger: Logger) throws -> DatabaseQueue {
        let database = try openConnection(path: path)
        try migrate(database, path: path, logger: logger)
        logger.info("Opened the todo database", metadata: ["path": "\(path)"])
        return database
    }

    /// A logger that discards everything, the default for ``init(location:logger:)``.
    public static let silentLogger = Logger(label: "todo-tui.store") { _ in SwiftLogNoOpLogHandler() }

    // MARK: - Plumbing

    func read<T: Sendable>(
        _ action: String, _ body: @escaping @Sendable (Database) throws -> T
    ) async throws -> T {
        do {
            return try await openedDatabase().read(body)
        } catch {
            throw loggedUnlessCancelled(TodoStoreError.operation(action, path: path, failedWith: error), error)
        }
    }

    /// Runs `body` in a write transaction, and in the same transaction folds the text of
    /// the todos it added or changed into the search index (see ``SearchText``).
    func write<T: Sendable>(
        _ action: String, _ body: @escaping @Sendable (Database) throws -> T
    ) async throws -> T {
        do {
            return try await openedDatabase().write { db in
                let result = try body(db)
                try SearchText.catchUp(db)
                return result
            }
        } catch {
            throw loggedUnlessCancelled(TodoStoreError.operation(action, path: path, failedWith: error), error)
        }
    }

    /// Runs `body` in a write transaction as ``write(_:_:)`` does, but now, on the calling
    /// thread: for rows that arrive on a thread of their own (a server's, a batch at a
    /// time). Only for a store opened with ``init(location:mustExist:logger:willUpgrade:)``,
    /// which is open once made.
    func writeNow<T>(_ action: String, _ body: (Database) throws -> T) throws -> T {
        guard case .open(let database) = connection else {
            preconditionFailure("writeNow needs a store that is open; this one opens in the background")
        }
        do {
            return try database.write { db in
                let result = try body(db)
                try SearchText.catchUp(db)
                return result
            }
        } catch {
            throw loggedUnlessCancelled(TodoStoreError.operation(action, path: path, failedWith: error), error)
        }
    }

    /// `error`, logged, unless what failed was cancelled: a read for a view the app has
    /// already left (its worker replaced by a newer one) is no failure.
    private func loggedUnlessCancelled(_ error: TodoStoreError, _ cause: any Error) -> TodoStoreError {
        if !(cause is CancellationError) {
            logger.error("\(error.description)")
        }
        return error
    }

    private static func openConnection(path: String) throws -> DatabaseQueue {
        var configuration = connectionConfiguration
        configuration.label = "todo-tui"
        configuration.prepareDatabase { db in
            // Lists are read start to end, so a big page cache only costs memory:
            // 256 KiB instead of SQLite's 2 MiB per connection keeps a 100,000-todo
            // load as fast and saves most of 2 MiB at the peak.
            try db.execute(sql: "PRAGMA cache_size = -256")
        }
        // Two instances opening a new file at once both switch it to WAL.
        do {
            return try retryingWhileBusy {
                let database = try DatabaseQueue(path: path, configuration: configuration)
                try database.writeWithoutTransaction { db in
                    // WAL, so that reading never waits for another instance's write. Set
                    // here rather than with GRDB's `journalMode = .wal`, which also makes
                    // sure of a non-empty WAL file for a pool's read-only connections (of
                    // which there are none) by asking Foundation for the file's size.
                    let journalMode = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
                    guard journalMode == "wal" else {
                        throw DatabaseError(message: "could not switch the journal to WAL: it stayed \(journalMode ?? "unknown")")
                    }
                    // Not NORMAL, which survives a killed process but may lose the last
                    // commits in a power cut: a todo saved is a todo kept.
                    try db.execute(sql: "PRAGMA synchronous = FULL")
                }
                return database
            }
        } catch let error as DatabaseError {
            throw TodoStoreError.opening(path: path, failedWith: error)
        }
    }

    /// Runs `body` again, for up to ``busyTimeout``, while it fails with "busy". Busy
    /// timeouts do not cover everything: while another instance switches a new file to
    /// WAL, opening and read-only reads are told "busy" at once, without waiting.
    static func retryingWhileBusy<T>(_ body: () throws -> T) throws -> T {
        let deadline = Date().addingTimeInterval(busyTimeout)
        while true {
            do {
                return try body()
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && Date() < deadline {
                usleep(20_000)
            }
        }
    }

    /// Writes ``TodoDatabaseSchema/version`` to `user_version` when a lower one is
    /// there (once per file), so the next start knows the file from its header. In one
    /// transaction with the check that no newer todo-tui migrated the file, so a newer
    /// version's number is never written over. A failure costs only that: the next start
    /// looks at the file through SQLite.
    private static func noteSchemaVersion(in database: DatabaseQueue, logger: Logger) {
        do {
            try database.write { db in
                guard try !TodoDatabaseSchema.migrator.hasBeenSuperseded(db) else { return }
                let noted = try Int32.fetchOne(db, sql: "PRAGMA user_version") ?? 0
                guard noted < TodoDatabaseSchema.version else { return }
                try db.execute(sql: "PRAGMA user_version = \(TodoDatabaseSchema.version)")
            }
        } catch {
            logger.notice("Could not note the schema version", metadata: ["error": "\(error)"])
        }
    }

    /// Runs the migrations this database lacks. Two instances opening a new
    /// file at once may both try the first migration; the loser's attempt fails
    /// and is retried, finding nothing left to do.
    static func migrate(_ database: DatabaseQueue, path: String, logger: Logger) throws {
        let migrator = TodoDatabaseSchema.migrator
        // Most opens find nothing to do. Found in a read, that takes no write lock, so
        // that a command that only reads is not kept waiting by another instance's long
        // write (an import) for nothing: GRDB's migrator always begins a write.
        let upToDate = try? database.read { db in
            try migrator.hasCompletedMigrations(db)
                && Int32.fetchOne(db, sql: "PRAGMA user_version") ?? 0 >= TodoDatabaseSchema.version
        }
        if upToDate == true { return }
        var attempt = 1
        while true {
            do {
                try migrator.migrate(database)
                noteSchemaVersion(in: database, logger: logger)
                return
            } catch let error as DatabaseError {
                let done = (try? database.read { db in try migrator.hasCompletedMigrations(db) }) ?? false
                if done {
                    noteSchemaVersion(in: database, logger: logger)
                    return
                }
                guard attempt < 3 else { throw TodoStoreError.opening(path: path, failedWith: error) }
                logger.notice("Migrating failed, trying again", metadata: ["error": "\(error)"])
                attempt += 1
            }
        }
    }
}

extension SQLiteTodoStore: OutsideChangeDetecting {
    /// SQLite's `data_version` of the store's connection: it moves when another
    /// connection, in this process or another, commits, and not for this store's own
    /// writes. Read outside any transaction, so it never takes a lock another instance
    /// could be waiting for.
    func outsideChangeMark() async throws -> Int {
        do {
            return try await openedDatabase().writeWithoutTransaction { db in
                try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
            }
        } catch {
            throw TodoStoreError.operation("check for changes", path: location.databasePath, failedWith: error)
        }
    }

    func outsideChangeMark(for user: String) async throws -> Int {
        try await outsideChangeMark()
    }

    /// Another instance's commit writes the database's `-wal` file there, or, in a
    /// checkpoint, the database file.
    var changedFilesDirectory: URL? { location.directory }
}
