import Foundation
import Testing
import TodoApp

/// A store opening in the background (what the interface uses, to draw its first screen
/// meanwhile) refuses what is not ours at once, and every read and write waits for it.
@Suite struct SQLiteTodoStoreBackgroundOpeningTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    private var path: String { directory.databaseFile.path }

    @Test func aStoreOpeningInTheBackgroundSavesAndReadsAtOnce() async throws {
        let store = try SQLiteTodoStore.openingInBackground(location: directory.location)
        let todo = Todo(title: "Buy milk", position: 0)
        try await store.save(todo, for: "Ada")
        #expect(try await store.todos(for: "Ada") == [todo])
        try await store.waitUntilOpen()
        #expect(try await SQLiteTodoStore(location: directory.location).todos(for: "Ada") == [todo])
    }

    @Test func aFileThatIsNotADatabaseIsRefusedBeforeItReturnsAndUnchanged() throws {
        let contents = Data("buy milk\ncall Bob\n".utf8)
        try contents.write(to: directory.databaseFile)
        #expect(throws: TodoStoreError.notADatabase(path: path)) {
            try SQLiteTodoStore.openingInBackground(location: directory.location)
        }
        #expect(try Data(contentsOf: directory.databaseFile) == contents)
        #expect(try directory.fileNames() == ["todos.sqlite"])
    }

    /// An empty file passes the checks made before returning; a directory where SQLite
    /// must create its write-ahead log makes opening it for writing fail afterwards.
    private func locationThatFailsToOpen(_ name: String) throws -> DataLocation {
        let location = DataLocation(directory: directory.url.appendingPathComponent(name))
        try FileManager.default.createDirectory(at: location.directory, withIntermediateDirectories: true)
        try Data().write(to: location.databaseFile)
        try FileManager.default.createDirectory(
            at: location.directory.appendingPathComponent("todos.sqlite-wal"), withIntermediateDirectories: false
        )
        return location
    }

    @Test func whatOpeningFailedWithComesFromWaitingForItAndFromEveryReadAndWrite() async throws {
        #expect(throws: TodoStoreError.self, "opened at once, the store fails to open") {
            try SQLiteTodoStore(location: locationThatFailsToOpen("at-once"))
        }
        let location = try locationThatFailsToOpen("in-background")
        let store = try SQLiteTodoStore.openingInBackground(location: location)
        let failure = try #require(await #expect(throws: TodoStoreError.self) { try await store.waitUntilOpen() })
        #expect(failure.description.contains(location.databaseFile.path))
        await #expect(throws: failure) { try await store.todos(for: "Ada") }
        await #expect(throws: failure) { try await store.save(Todo(title: "lost?", position: 0), for: "Ada") }
    }
}
