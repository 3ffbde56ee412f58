import Foundation
import GRDB
import Testing
@testable import TodoApp

/// Reading a todo database where it may not be written. The real read-only directories
/// are in EndToEndTests (`ReadOnlyCopyTests`), which can run the binary as another user
/// than root; here, what does not need one.
@Suite struct ReadOnlyDatabaseTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    private typealias Plan = ReadOnlyDatabase.Plan

    private let safe = Plan.Facts(
        hasFilesBeside: false, onReadOnlyFileSystem: false, directoryIsWritableBySomeone: false, sqliteReadsURIs: true
    )

    @Test func aFileNoOneMayChangeIsReadImmutable() {
        #expect(Plan(safe) == .immutable)
        var mounted = safe
        mounted.onReadOnlyFileSystem = true
        mounted.directoryIsWritableBySomeone = true
        #expect(Plan(mounted) == .immutable, "a read-only mount stops every writer, whatever the permissions say")
    }

    @Test func aDirectorySomeoneMayWriteIsNotReadWithoutLocks() {
        var facts = safe
        facts.directoryIsWritableBySomeone = true
        guard case .refuse(let reason) = Plan(facts) else {
            Issue.record("read without locks where its owner may be writing")
            return
        }
        #expect(reason.contains("owner"))
    }

    /// `immutable` reads the main file alone: the changes a `-wal` holds would be missed.
    @Test(arguments: [false, true])
    func filesBesideTheDatabaseAreNeverIgnored(onReadOnlyFileSystem: Bool) {
        var facts = safe
        facts.hasFilesBeside = true
        facts.onReadOnlyFileSystem = onReadOnlyFileSystem
        guard case .refuse(let reason) = Plan(facts) else {
            Issue.record("read without the changes beside it")
            return
        }
        #expect(reason.contains("todos.sqlite-wal"))
    }

    @Test func aSQLiteThatReadsNoURIsIsNotAskedTo() {
        var facts = safe
        facts.sqliteReadsURIs = false
        #expect(Plan(facts) != .immutable)
    }

    @Test func theFactsComeFromTheFileSystem() throws {
        let path = directory.databaseFile.path
        try Data().write(to: directory.databaseFile)
        chmod(directory.url.path, 0o555)
        defer { chmod(directory.url.path, 0o700) }
        #expect(Plan(for: path) == .immutable)

        chmod(directory.url.path, 0o755)
        #expect(Plan(for: path) != .immutable)

        chmod(directory.url.path, 0o555)
        _ = FileManager.default.createFile(atPath: path + "-wal", contents: Data())
        #expect(Plan(for: path) != .immutable, "even an empty -wal says another may have the file open")
    }

    /// A directory's name may hold what a URI reads as its query or an escape.
    @Test func theImmutableURINamesTheFileWhateverItsDirectoryIsCalled() async throws {
        let odd = directory.url.appendingPathComponent("back up?#%20 é&x=1")
        let location = DataLocation(directory: odd)
        do {
            let store = try SQLiteTodoStore(location: location)
            try await store.save(Todo(title: "Buy milk", position: 0), for: "Ada")
        }
        let uri = ReadOnlyDatabase.immutableURI(for: location.databasePath)
        #expect(uri.hasPrefix("file:/") && uri.hasSuffix("?immutable=1"))
        #expect(!uri.dropLast("?immutable=1".count).contains("?"))
        let queue = try DatabaseQueue(path: uri, configuration: {
            var configuration = Configuration()
            configuration.readonly = true
            return configuration
        }())
        #expect(try await queue.read { db in try String.fetchOne(db, sql: "SELECT name FROM users") } == "Ada")
        try queue.close()
    }

    /// Upgrading writes to the file, which is not possible where it is read-only, and
    /// reading it as it is would need this version to know every older schema.
    @Test func aDatabaseFromAnOlderTodoTUIIsRefusedWithWhatToDoAndLeftAsItWas() throws {
        try Release010Database.write([.init(user: "Ada", todo: Todo(title: "Buy milk", position: 0))], to: directory.databaseFile)
        let before = try Data(contentsOf: directory.databaseFile)
        let error = #expect(throws: TodoStoreError.self) { _ = try ReadOnlyDatabase.open(directory.databaseFile.path) }
        #expect(error == .olderDatabaseReadOnly(path: directory.databaseFile.path))
        #expect(error?.description.contains("older todo-tui") == true)
        #expect(error?.description.contains("--data-dir") == true)
        #expect(try Data(contentsOf: directory.databaseFile) == before)
    }

    @Test func anUpToDateDatabaseIsRead() async throws {
        do {
            let store = try SQLiteTodoStore(location: directory.location)
            try await store.save(Todo(title: "Buy milk", position: 0), for: "Ada")
        }
        let queue = try ReadOnlyDatabase.open(directory.databaseFile.path)
        #expect(try await queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM todos") } == 1)
        try queue.close()
    }
}
