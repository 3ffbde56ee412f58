import Foundation
import GRDB
import StoreFixtures
import Testing
@testable import TodoApp

/// A database written by todo-tui 0.1.0 opens in this one, upgraded by migrations with
/// every user, todo, note and done mark kept; one from a newer todo-tui is refused and
/// left as it was.
@Suite struct SQLiteTodoStoreUpgradeTests {
    let directory: TemporaryDirectory
    /// What 0.1.0 users had: several users, notes of several lines, done and open todos,
    /// CJK, emoji and control characters, and positions with gaps.
    let releasedEntries: [Release010Database.Entry]

    init() throws {
        directory = try TemporaryDirectory()
        let created = Date(timeIntervalSinceReferenceDate: 786_000_000.123_456)
        releasedEntries = [
            .init(user: "Ada", todo: Todo(
                title: "Buy milk", note: "oat\nsemi-skimmed", position: 0, createdAt: created, updatedAt: created + 60.5
            )),
            .init(user: "Grace", todo: Todo(title: "日本語のタイトル 🎉", note: "東京駅\u{3000}集合", isDone: true, position: 3, createdAt: created)),
            .init(user: "Ada", todo: Todo(title: "Call Bob", isDone: true, position: 7, createdAt: created + 1)),
            .init(user: "Ada", todo: Todo(title: "red \u{1B}[31m", note: "nul \u{0} and tab\t", position: 9, createdAt: created + 2)),
            .init(user: "Grace", todo: Todo(title: "Café ☕", position: 4, createdAt: created + 3)),
        ]
    }

    private func openStore() throws -> SQLiteTodoStore {
        try SQLiteTodoStore(location: directory.location)
    }

    private func expectedTodos(of user: String) -> [Todo] {
        releasedEntries.filter { $0.user == user }.map(\.todo)
    }

    @Test func theFixtureHasTheSchemaThatTheFirstMigrationMakes() async throws {
        try Release010Database.write([], to: directory.databaseFile)
        let migrated = directory.url.appendingPathComponent("v1.sqlite")
        do {
            let queue = try DatabaseQueue(path: migrated.path)
            try TodoDatabaseSchema.migrator.migrate(queue, upTo: "v1: users and todos")
            try queue.close()
        }
        #expect(try schema(of: directory.databaseFile) == schema(of: migrated))
        #expect(try schema(of: directory.databaseFile).contains { $0.hasPrefix("table todos: CREATE TABLE todos") })
    }

    /// Every table and index of the file, with its SQL, the application id and the
    /// applied migrations.
    private func schema(of file: URL) throws -> [String] {
        let queue = try DatabaseQueue(path: file.path)
        defer { try? queue.close() }
        return try queue.read { db in
            try String.fetchAll(db, sql: "SELECT type || ' ' || name || ': ' || coalesce(sql, '') FROM sqlite_master ORDER BY name")
                + ["application_id \(try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0)"]
                + String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        }
    }

    @Test func everyTodoNoteDoneMarkAndUserOfA010DatabaseIsKept() async throws {
        try Release010Database.write(releasedEntries, to: directory.databaseFile)

        let store = try openStore()
        for user in ["Ada", "Grace"] {
            let todos = try await store.todos(for: user)
            #expect(todos == expectedTodos(of: user))
            #expect(todos.allSatisfy { $0.priority == .none && $0.dueDate == nil })
            #expect(try await store.knownName(for: user.lowercased()) == user)
            #expect(try await store.listSettings(for: user) == TodoListSettings())
        }
    }

    @Test func a010DatabaseGainsCountsAndASearchIndexOfEveryTodo() async throws {
        try Release010Database.write(releasedEntries, to: directory.databaseFile)

        let store = try openStore()
        #expect(try await store.count(of: TodoQuery(user: "Ada")) == 3)
        #expect(try await store.count(of: TodoQuery(user: "Ada", filter: .done)) == 1)
        #expect(try await store.count(of: TodoQuery(user: "Grace", filter: .open)) == 1)
        for (user, text, titles) in [
            ("Ada", "milk", ["Buy milk"]), ("Ada", "SEMI", ["Buy milk"]), ("Ada", "and tab", ["red \u{1B}[31m"]),
            ("Ada", "[31", ["red \u{1B}[31m"]), ("Grace", "東京", ["日本語のタイトル 🎉"]), ("Grace", "cafe", ["Café ☕"]),
            ("Grace", "milk", []),
        ] {
            let query = TodoQuery(user: user, search: TodoSearch(text))
            #expect(try await store.page(of: query, after: nil, limit: 10).map(\.title) == titles, "\(user) \"\(text)\"")
            #expect(try await store.count(of: query) == titles.count, "\(user) \"\(text)\"")
        }
        let ada = TodoQuery(user: "Ada")
        #expect(try await store.page(of: ada, after: nil, limit: 10).map(\.id) == expectedTodos(of: "Ada").map(\.id), "in list order")
    }

    @Test func anOlderDatabaseIsAnnouncedBeforeItIsUpgradedAndOnlyThen() async throws {
        let announced = AnnouncedPaths()
        _ = try SQLiteTodoStore(location: directory.location) { announced.paths.append($0) }
        #expect(announced.paths.isEmpty, "a new file is created up to date")

        try FileManager.default.removeItem(at: directory.databaseFile)
        try Release010Database.write(releasedEntries, to: directory.databaseFile)
        _ = try SQLiteTodoStore(location: directory.location) { announced.paths.append($0) }
        #expect(announced.paths == [directory.databaseFile.path])

        _ = try SQLiteTodoStore(location: directory.location) { announced.paths.append($0) }
        #expect(announced.paths.count == 1, "an upgraded file is not upgraded again")
    }

    @Test func anOlderDatabaseIsUpgradedBeforeOpeningInTheBackgroundReturns() async throws {
        try Release010Database.write(releasedEntries, to: directory.databaseFile)
        let announced = AnnouncedPaths()
        let store = try SQLiteTodoStore.openingInBackground(location: directory.location) { announced.paths.append($0) }
        #expect(announced.paths == [directory.databaseFile.path])
        // Already upgraded: another program reading the file now finds every migration.
        let queue = try DatabaseQueue(path: directory.databaseFile.path)
        #expect(try await queue.read { db in try TodoDatabaseSchema.migrator.hasCompletedMigrations(db) })
        try queue.close()
        #expect(try await store.todos(for: "Ada").map(\.title) == expectedTodos(of: "Ada").map(\.title))
    }

    @Test func anUpgradedDatabaseOpensAgainAndTakesTheNewFields() async throws {
        try Release010Database.write(releasedEntries, to: directory.databaseFile)
        let todo = try #require(expectedTodos(of: "Ada").first)
        do {
            let store = try openStore()
            try await store.update(
                id: todo.id, with: TodoChanges(priority: .high, dueDate: TodoDay("2026-11-27"), updatedAt: Date()), for: "ada"
            )
        }

        let reopened = try openStore()
        let todos = try await reopened.todos(for: "Ada")
        #expect(todos.count == 3)
        #expect(todos.first?.priority == .high)
        #expect(todos.first?.dueDate == TodoDay("2026-11-27"))
        #expect(todos.first?.note == todo.note)
        #expect(try await reopened.todos(for: "Grace") == expectedTodos(of: "Grace"))
    }

    @Test func theUpgradeAppliesEveryMigrationOnceAndKeepsTheFileATodoDatabaseInWALMode() async throws {
        try Release010Database.write(releasedEntries, to: directory.databaseFile)
        _ = try openStore()
        _ = try openStore()

        let queue = try DatabaseQueue(path: directory.databaseFile.path)
        defer { try? queue.close() }
        let (migrations, applicationID, journalMode) = try await queue.read { db in
            (
                try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier"),
                try Int32.fetchOne(db, sql: "PRAGMA application_id"),
                try String.fetchOne(db, sql: "PRAGMA journal_mode")
            )
        }
        #expect(migrations.count == TodoDatabaseSchema.migrator.migrations.count)
        #expect(migrations.first == "v1: users and todos")
        #expect(migrations.allSatisfy { $0.hasPrefix("v") })
        #expect(applicationID == 0x546F_446F)
        #expect(journalMode == "wal")
    }

    @Test func a010DatabaseThatANewerVersionMigratedIsRefusedAndLeftByteForByte() async throws {
        try Release010Database.write(releasedEntries, to: directory.databaseFile)
        do {
            let queue = try DatabaseQueue(path: directory.databaseFile.path)
            try await queue.write { db in
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99: from the future')")
            }
            try queue.close()
        }
        let contents = try Data(contentsOf: directory.databaseFile)
        #expect(try directory.fileNames() == ["todos.sqlite"])

        #expect(throws: TodoStoreError.newerDatabase(path: directory.databaseFile.path)) { try openStore() }
        #expect(try Data(contentsOf: directory.databaseFile) == contents)
        // SQLite gives any reader of a WAL database, even a read-only one, a shared-memory
        // index and a log beside it; nothing is written to the log.
        let wal = directory.url.appendingPathComponent("todos.sqlite-wal")
        #expect(try Set(directory.fileNames()).isSubset(of: ["todos.sqlite", "todos.sqlite-shm", "todos.sqlite-wal"]))
        #expect(((try? Data(contentsOf: wal)) ?? Data()).isEmpty)
    }
}

/// The paths a store announced it would upgrade.
private final class AnnouncedPaths {
    var paths: [String] = []
}
