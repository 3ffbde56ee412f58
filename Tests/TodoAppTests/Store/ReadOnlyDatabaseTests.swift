import Foundation
import GRDB
import StoreFixtures
import Testing
@testable import TodoApp

/// Reading a todo database without writing it. The real read-only directories are in
/// EndToEndTests (`ReadOnlyCopyTests`), which can run the binary as another user than
/// root; here, what does not need one.
@Suite struct ReadOnlyDatabaseTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    private typealias Place = ReadOnlyDatabase.Place

    private let readOnlyDirectory = Place.Facts(
        hasLogAndIndexBeside: false, mayCreateFilesBeside: false, isBoundByPermissions: true
    )

    @Test func whereSQLiteMayMakeItsFilesTheDatabaseIsReadInPlace() {
        var facts = readOnlyDirectory
        facts.mayCreateFilesBeside = true
        #expect(Place(facts) == .inPlace)
        facts.isBoundByPermissions = false
        #expect(Place(facts) == .inPlace, "root, in a directory its mode lets someone write")
    }

    /// SQLite reads with a `-shm` it may not write, taking its locks; a writer on another
    /// mount of the same file takes them too.
    @Test func aReadOnlyDirectoryWithTheLogAndIndexBesideIsReadInPlace() {
        var facts = readOnlyDirectory
        facts.hasLogAndIndexBeside = true
        #expect(Place(facts) == .inPlace)
    }

    /// A read-only mount or a directory of mode 555 does not mean that no one writes the
    /// file (another mount, its owner, root): it is never read without locks, but copied.
    @Test func aReadOnlyDirectoryWithoutThemIsReadThroughACopy() {
        #expect(Place(readOnlyDirectory) == .privateCopy)
    }

    /// Root would write the `-shm` in a directory whose mode says no one writes there.
    @Test func rootReadsADirectoryNoOneMayWriteThroughACopy() {
        var facts = readOnlyDirectory
        facts.hasLogAndIndexBeside = true
        facts.isBoundByPermissions = false
        #expect(Place(facts) == .privateCopy)
    }

    @Test func thePlaceComesFromTheFileSystem() throws {
        let path = directory.databaseFile.path
        try Data().write(to: directory.databaseFile)
        #expect(Place(for: path) == .inPlace)
        chmod(directory.url.path, 0o555)
        defer { chmod(directory.url.path, 0o700) }
        #expect(Place(for: path) == .privateCopy, "for root as for anyone: the mode says no one writes here")
    }

    @Test func anUpToDateDatabaseIsReadInPlace() async throws {
        do {
            let store = try SQLiteTodoStore(location: directory.location)
            try await store.save(Todo(title: "Buy milk", position: 0), for: "Ada")
        }
        let opened = try ReadOnlyDatabase.open(directory.databaseFile.path)
        #expect(opened.copy == nil)
        #expect(try await opened.queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM todos") } == 1)
        try opened.queue.close()
    }

    /// Every backup made before 0.3.0 holds one: upgrading it where it is would write to
    /// it (and leave it unreadable by the todo-tui that wrote it), so its copy is upgraded.
    @Test func anOlderDatabaseIsReadThroughAnUpgradedCopyAndLeftAsItWas() async throws {
        try Release010Database.write([.init(user: "Ada", todo: Todo(title: "Buy milk", position: 0))], to: directory.databaseFile)
        let before = try Data(contentsOf: directory.databaseFile)
        var upgraded: [String] = []
        var opened: ReadOnlyDatabase.Opened? = try ReadOnlyDatabase.open(directory.databaseFile.path) { upgraded.append($0) }
        #expect(upgraded == [directory.databaseFile.path])
        let copyPath = try #require(opened?.copy?.databasePath)
        #expect(!copyPath.hasPrefix(directory.url.path))
        let titles = try await opened?.queue.read { db in try String.fetchAll(db, sql: "SELECT title FROM todos") }
        #expect(titles == ["Buy milk"])
        await #expect(throws: DatabaseError.self, "the copy is read-only: a write would be lost with it") {
            try await opened?.queue.write { db in try db.execute(sql: "DELETE FROM todos") }
        }
        let copyDirectory = (copyPath as NSString).deletingLastPathComponent
        opened = nil
        #expect(!FileManager.default.fileExists(atPath: copyDirectory), "the copy is removed with the connection")
        #expect(try Data(contentsOf: directory.databaseFile) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["todos.sqlite"])
    }

    @Test func aStoreOpenedForReadingRefusesToWrite() async throws {
        try Release010Database.write([.init(user: "Ada", todo: Todo(title: "Buy milk", position: 0))], to: directory.databaseFile)
        let store: SQLiteTodoStore? = try SQLiteTodoStore.openingForReading(location: directory.location)
        #expect(try await store?.todos(for: "Ada").map(\.title) == ["Buy milk"])
        await #expect(throws: TodoStoreError.readOnlyLocation(path: directory.databaseFile.path)) {
            try await store?.save(Todo(title: "Lost", position: 1), for: "Ada")
        }
    }

    /// A file that is not a todo database is refused by its own path, never the copy's.
    @Test func aForeignDatabaseIsRefusedByItsOwnPath() throws {
        let queue = try DatabaseQueue(path: directory.databaseFile.path)
        try queue.write { db in try db.execute(sql: "CREATE TABLE recipes (name TEXT)") }
        try queue.close()
        chmod(directory.url.path, 0o555)
        defer { chmod(directory.url.path, 0o700) }
        #expect(throws: TodoStoreError.foreignDatabase(path: directory.databaseFile.path)) {
            _ = try ReadOnlyDatabase.open(directory.databaseFile.path)
        }
    }
}
