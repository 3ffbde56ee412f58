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
