import Foundation
import GRDB
import Testing
@testable import TodoApp

/// Opening refuses what is not ours, leaving it byte for byte as it was.
@Suite struct SQLiteTodoStoreOpeningTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    private var path: String { directory.databaseFile.path }

    private func openStore() throws -> SQLiteTodoStore {
        try SQLiteTodoStore(location: directory.location)
    }

    private func fileBytes() throws -> Data {
        try Data(contentsOf: directory.databaseFile)
    }

    @Test func aNewDatabaseIsCreatedWithPrivatePermissions() async throws {
        let location = DataLocation(directory: directory.url.appendingPathComponent("new/todo-tui"))
        let store = try SQLiteTodoStore(location: location)
        try await store.save(Todo(title: "first", position: 0), for: "Ada")
        #expect(try permissions(of: location.directory) == 0o700)
        #expect(try permissions(of: location.databaseFile) == 0o600)
    }

    private func permissions(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try #require(attributes[.posixPermissions] as? Int) & 0o777
    }

    @Test func anEmptyFileBecomesATodoDatabase() async throws {
        try Data().write(to: directory.databaseFile)
        let store = try openStore()
        try await store.save(Todo(title: "first", position: 0), for: "Ada")
        #expect(try await store.todos(for: "Ada").count == 1)
    }

    @Test(arguments: [
        Data("buy milk\ncall Bob\n".utf8),
        Data("SQLite format 3\0".utf8) + Data(repeating: 0xA5, count: 8_192),
    ])
    func aFileThatIsNotADatabaseIsRefusedAndUnchanged(contents: Data) throws {
        try contents.write(to: directory.databaseFile)
        let filesBefore = try directory.fileNames()

        #expect(throws: TodoStoreError.notADatabase(path: path)) { try openStore() }
        #expect(try fileBytes() == contents)
        #expect(try directory.fileNames() == filesBefore)
    }

    @Test func aDamagedTodoDatabaseIsRefusedAndUnchanged() async throws {
        do {
            let store = try openStore()
            try await store.save((0..<2_000).map { Todo(title: "todo \($0)", position: $0) }, for: "Ada")
        }
        // Scribble over every page after the first, keeping the header intact.
        var contents = try fileBytes()
        let pageSize = 4_096
        for offset in stride(from: pageSize, to: contents.count, by: 64) {
            contents[offset] = 0xFF
        }
        try contents.write(to: directory.databaseFile)

        #expect(throws: TodoStoreError.unreadableDatabase(path: path, reason: "the database is damaged")) {
            try openStore()
        }
        #expect(try fileBytes() == contents)
    }

    @Test(arguments: [
        "CREATE TABLE photos (id INTEGER PRIMARY KEY, path TEXT)",
        "PRAGMA application_id = 1234; CREATE TABLE todos (id INTEGER PRIMARY KEY)",
        "PRAGMA application_id = 1234",
    ])
    func anotherProgramsDatabaseIsRefusedAndUnchanged(schema: String) throws {
        do {
            let queue = try DatabaseQueue(path: path)
            try queue.write { db in try db.execute(sql: schema) }
            try queue.close()
        }
        let contents = try fileBytes()
        let filesBefore = try directory.fileNames()

        #expect(throws: TodoStoreError.foreignDatabase(path: path)) { try openStore() }
        #expect(try fileBytes() == contents)
        #expect(try directory.fileNames() == filesBefore)
    }

    /// Another instance's long write (an import) does not stop this one from opening the
    /// database and reading it. With a `DatabasePool`, GRDB's WAL set-up wrote to the file
    /// on every open, and failed after the busy timeout. (Opening also skips the
    /// migrator's write transaction when nothing needs migrating, so it does not even
    /// wait; that is a matter of time, left to be seen by hand.)
    @Test func anUpToDateDatabaseOpensAndReadsWhileAnotherConnectionHoldsTheWriteLock() async throws {
        do {
            let store = try openStore()
            try await store.save(Todo(title: "Buy milk", position: 0), for: "Ada")
        }
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let other = try DatabaseQueue(path: path, configuration: configuration)
        // Rolled back when `other` goes, should the test end early.
        try await other.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }

        let store = try openStore()
        #expect(try await store.todos(for: "Ada").map(\.title) == ["Buy milk"])
        try await other.writeWithoutTransaction { db in try db.execute(sql: "COMMIT") }
    }

    /// What a newer todo-tui leaves: a migration this one does not know, and its own
    /// number of migrations in `user_version`.
    private func migrateAsANewerVersion(notingItsVersion: Bool) async throws {
        do {
            let store = try openStore()
            try await store.save(Todo(title: "made by this version", position: 0), for: "Ada")
        }
        let queue = try DatabaseQueue(path: path)
        try await queue.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99: from the future')")
            if notingItsVersion { try db.execute(sql: "PRAGMA user_version = 99") }
        }
        try queue.close()
    }

    @Test func aDatabaseFromANewerVersionIsRefusedAndUnchanged() async throws {
        try await migrateAsANewerVersion(notingItsVersion: true)
        let contents = try fileBytes()

        #expect(throws: TodoStoreError.newerDatabase(path: path)) { try openStore() }
        #expect(try fileBytes() == contents)
    }

    @Test func aNewerDatabaseWhoseVersionWasNotNotedIsStillRefusedAndUnchanged() async throws {
        try await migrateAsANewerVersion(notingItsVersion: false)
        #expect(try SQLiteFileHeader(readingFrom: path).userVersion == TodoDatabaseSchema.version)
        let contents = try fileBytes()

        #expect(throws: TodoStoreError.newerDatabase(path: path)) { try openStore() }
        #expect(try fileBytes() == contents)
        await #expect(throws: TodoStoreError.newerDatabase(path: path)) {
            try await SQLiteTodoStore.openingInBackground(location: directory.location).waitUntilOpen()
        }
        #expect(try fileBytes() == contents)
    }

    @Test func openingAStoreNotesTheSchemaVersionInTheFilesHeader() throws {
        _ = try openStore()
        let header = try SQLiteFileHeader(readingFrom: path)
        #expect(header.applicationID == TodoDatabaseSchema.applicationID)
        #expect(header.userVersion == TodoDatabaseSchema.version)
    }

    @Test(.disabled(if: getuid() == 0, "root writes through file permissions; EndToEndTests runs this case as nobody"))
    func aReadOnlyDirectoryGivesAClearError() throws {
        chmod(directory.url.path, 0o500)
        let error = #expect(throws: TodoStoreError.self) { try openStore() }
        #expect(error == .readOnlyLocation(path: directory.url.path))
        #expect(error?.description.contains(directory.url.path) == true)
    }

    @Test func aFileWhereTheDataDirectoryShouldBeGivesAClearError() throws {
        let inTheWay = directory.url.appendingPathComponent("not-a-directory")
        try Data("hello".utf8).write(to: inTheWay)
        #expect(throws: TodoStoreError.dataDirectoryIsNotADirectory(path: inTheWay.path)) {
            try SQLiteTodoStore(location: DataLocation(directory: inTheWay))
        }
        #expect(try Data(contentsOf: inTheWay) == Data("hello".utf8))
    }

    @Test func aStoreThatMustExistCreatesNothingWhereThereIsNone() throws {
        let absent = DataLocation(directory: directory.url.appendingPathComponent("absent"))
        #expect(throws: TodoStoreError.noDatabase(path: absent.databaseFile.path)) {
            try SQLiteTodoStore(location: absent, mustExist: true)
        }
        #expect(!FileManager.default.fileExists(atPath: absent.directory.path))

        #expect(throws: TodoStoreError.noDatabase(path: path)) {
            try SQLiteTodoStore(location: directory.location, mustExist: true)
        }
        #expect(try directory.fileNames() == [])
    }

    @Test func aStoreThatMustExistOpensOneThatDoes() async throws {
        let todo = Todo(title: "kept", position: 0)
        try await openStore().save(todo, for: "Ada")
        let reopened = try SQLiteTodoStore(location: directory.location, mustExist: true)
        #expect(try await reopened.todos(for: "Ada") == [todo])
    }

    /// A database another program keeps locked is in use, not damaged: no advice to
    /// restore it from a backup.
    @Test(arguments: [ResultCode.SQLITE_BUSY, .SQLITE_LOCKED])
    func aBusyDatabaseIsReportedAsInUseNotDamaged(code: ResultCode) {
        let error = TodoStoreError.opening(path: path, failedWith: DatabaseError(resultCode: code))
        #expect(error == .databaseBusy(path: path))
        #expect(!error.description.contains("backup"))
    }

    @Test func everyRefusalSaysWhereAndWhatToDo() {
        let errors: [TodoStoreError] = [
            .notADatabase(path: "/data/todos.sqlite"),
            .foreignDatabase(path: "/data/todos.sqlite"),
            .newerDatabase(path: "/data/todos.sqlite"),
            .unreadableDatabase(path: "/data/todos.sqlite", reason: "the database is damaged"),
            .readOnlyLocation(path: "/data/todos.sqlite"),
            .databaseBusy(path: "/data/todos.sqlite"),
            .cannotCreateDirectory(path: "/data/todos.sqlite", reason: "a file is in the way"),
            .dataDirectoryIsNotADirectory(path: "/data/todos.sqlite"),
            .noDatabase(path: "/data/todos.sqlite"),
            .notAFile(path: "/data/todos.sqlite", kind: "a directory"),
            .cannotCreateDatabase(path: "/data/todos.sqlite", reason: "No such file or directory"),
            .noPermissionToRead(path: "/data/todos.sqlite"),
            .changedWhileCopied(path: "/data/todos.sqlite"),
            .cannotCopyToRead(path: "/data/todos.sqlite", reason: "No space left on device in /tmp"),
        ]
        for error in errors {
            #expect(error.description.contains("/data/todos.sqlite"))
            #expect(error.description.contains("--data-dir"))
            #expect(!error.description.contains("\n"))
        }
    }
}
