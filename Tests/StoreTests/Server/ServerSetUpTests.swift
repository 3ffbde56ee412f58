import Foundation
import PostgresClient
import PostgresTesting
import Testing
@testable import TodoApp

/// `todo-tui setup`: it makes the schema once, says so, and says there was nothing to do
/// the second time; a role that may not make it is told what setup needs; a store on a
/// database without it, or on no server, says which.
@Suite struct ServerSetUpTests {
    @Test func settingUpTwiceMakesTheSchemaThenSaysItIsUpToDate() async throws {
        let database = try await TodoTestDatabase.make(settingUp: false)
        let owner = database.store(as: .schemaOwner)
        let first = try await owner.setUp()
        #expect(first.hasPrefix("Created the todo-tui schema (version \(ServerSchema.version)) in \(database.name), owned by schema_owner."), "\(first)")
        let second = try await owner.setUp()
        #expect(second == "The todo-tui schema in \(database.name) is up to date (version \(ServerSchema.version)): nothing to do.")
        try await database.store(as: .ada).save(Todo(title: "Milk", position: 0), for: "Groceries")
    }

    @Test func twoSetupsAtOnceMakeTheSchemaOnce() async throws {
        let database = try await TodoTestDatabase.make(settingUp: false)
        async let first = database.store(as: .schemaOwner).setUp()
        async let second = database.store(as: .schemaOwner).setUp()
        let said = try await [first, second]
        #expect(said.filter { $0.hasPrefix("Created") }.count == 1, "\(said)")
        #expect(said.filter { $0.contains("up to date") }.count == 1, "\(said)")
    }

    @Test func aRoleThatMayNotCreateTheSchemaIsToldWhatSetupNeedsAndNothingIsMade() async throws {
        let database = try await TodoTestDatabase.make(settingUp: false)
        let error = await #expect(throws: TodoStoreError.self) { try await database.store(as: .ada).setUp() }
        let message = String(describing: try #require(error))
        #expect(message.contains("ada may not create"), "\(message)")
        #expect(message.contains("CREATE on the database \(database.name)"), "\(message)")
        #expect(!message.contains("\n"), "one line: \(message)")
        let schemas = try database.connect(as: .schemaOwner).execute("SELECT 1 FROM pg_namespace WHERE nspname = 'todo_tui'")
        #expect(schemas.count == 0)
    }

    @Test func aStoreOnADatabaseWithoutTheSchemaSaysSetupIsNeeded() async throws {
        let database = try await TodoTestDatabase.make(settingUp: false)
        let store = database.store(as: .ada)
        await #expect(throws: TodoStoreError.serverHasNoSchema(server: store.serverName)) {
            try await store.todos(for: "Groceries")
        }
    }

    /// A database as the first todo-tui with a server left it: version 1 set up by its
    /// setup, and a list of Ada's made there.
    private func version1Database() async throws -> (TodoTestDatabase, milk: Todo) {
        let database = try await TodoTestDatabase.make(settingUp: false)
        let owner = try database.connect(as: .schemaOwner)
        try owner.transaction {
            try owner.executeScript(ServerSchema.foundations)
            try owner.executeScript(ServerSchema.version1)
            try owner.execute("INSERT INTO todo_tui.schema_version (version) VALUES (1)")
        }
        let milk = Todo(title: "Milk", note: "oat", position: 0)
        let ada = try database.connect(as: .ada)
        let list = try ada.execute("INSERT INTO todo_tui.lists (name) VALUES ('Groceries') RETURNING id").int(0, 0)
        try ada.execute("""
            INSERT INTO todo_tui.todos (list_id, id, title, note, position, created_at, updated_at) VALUES ($1, $2, $3, $4, 0, $5, $5)
            """, [list, milk.id, milk.title, milk.note, milk.createdAt.timeIntervalSinceReferenceDate] as [any PostgresParameter])
        return (database, milk)
    }

    @Test func aStoreOnAnOlderSchemaSaysSetupMustBeRunAgain() async throws {
        let (database, _) = try await version1Database()
        let store = database.store(as: .ada)
        let error = await #expect(throws: TodoStoreError.serverSchemaIsOlder(version: 1, server: store.serverName)) {
            try await store.todos(for: "Groceries")
        }
        let message = String(describing: try #require(error))
        #expect(message.contains("is version 1"), "\(message)")
        #expect(message.contains("Run todo-tui --server … setup there again"), "\(message)")
    }

    @Test func settingUpAnOlderSchemaUpgradesItAndKeepsItsLists() async throws {
        let (database, milk) = try await version1Database()
        let said = try await database.store(as: .schemaOwner).setUp()
        #expect(said.hasPrefix("Upgraded the todo-tui schema from version 1 to \(ServerSchema.version) in \(database.name), owned by schema_owner."), "\(said)")
        #expect(try await database.store(as: .schemaOwner).setUp().contains("up to date"))

        let adas = database.store(as: .ada)
        #expect(try await adas.todos(for: "Groceries") == [milk])
        let list = try #require(try await adas.existingList("Groceries"))
        let sent = SentChange(id: UUID(), change: .delete(milk.id))
        #expect(try await adas.send(sent, to: list) == .applied)
        #expect(try await adas.send(sent, to: list) == .alreadyApplied)
    }

    @Test func aStoreOnNoServerSaysWhichServerItCouldNotReachOnOneLine() async throws {
        let store = ServerTodoStore(conninfo: "host=127.0.0.1 port=1 dbname=todos", environment: [:])
        let error = await #expect(throws: TodoStoreError.self) { try await store.connect() }
        guard case .serverUnreachable(let server, let reason) = try #require(error) else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(server == "127.0.0.1:1/todos")
        #expect(reason.contains("Connection refused"), "\(reason)")
        #expect(!String(describing: error!).contains("\n"), "one line: \(String(describing: error!))")
    }
}
