import Foundation
import PostgresClient
import PostgresTesting
import TerminalTesting
import Testing
import TodoApp

/// A test's own database on the shared cluster: set up by a role that only owns it,
/// reachable as each test role, apart from every other test's, and dropped once released.
@Suite struct TodoTestDatabaseTests {
    @Test func theSchemaIsSetUpByARoleThatOwnsTheDatabaseAndIsNoSuperuser() async throws {
        let database = try await TodoTestDatabase.make()
        let owner = try database.connect(as: .schemaOwner)
        let facts = try owner.execute("""
            SELECT r.rolsuper, r.rolcreatedb, r.rolcreaterole, d.datdba::regrole::text, n.nspowner::regrole::text
            FROM pg_roles r, pg_database d, pg_namespace n
            WHERE r.rolname = current_user AND d.datname = current_database() AND n.nspname = 'todo_tui'
            """)
        #expect(!facts.bool(0, 0) && !facts.bool(0, 1) && !facts.bool(0, 2), "no superuser, and makes no databases or roles")
        #expect(facts.string(0, 3) == "schema_owner")
        #expect(facts.string(0, 4) == "schema_owner", "setup made the schema as that role")
    }

    @Test func eachTestRoleConnectsAsItselfAndUsesTheStore() async throws {
        let database = try await TodoTestDatabase.make()
        for role in [TestRole.ada, .grace, .eve] {
            #expect(try database.connect(as: role).user == role.rawValue)
            let store = database.store(as: role)
            try await store.save(Todo(title: "\(role)'s", position: 0), for: "Mine")
            #expect(try await store.todos(for: "Mine").map(\.title) == ["\(role)'s"])
        }
    }

    @Test func twoTestsDatabasesShareNothing() async throws {
        let first = try await TodoTestDatabase.make()
        let second = try await TodoTestDatabase.make()
        #expect(first.name != second.name)
        try await first.store(as: .ada).save(Todo(title: "Milk", position: 0), for: "Groceries")
        #expect(try await second.store(as: .ada).todos(for: "Groceries").isEmpty)
    }

    @Test func aDatabaseIsDroppedOnceReleasedEvenWithAStoreStillConnected() async throws {
        var database: TodoTestDatabase? = try await TodoTestDatabase.make()
        let name = try #require(database?.name)
        let store = try #require(database?.store(as: .ada))
        try await store.save(Todo(title: "Milk", position: 0), for: "Groceries")
        database = nil

        let admin = try PostgresConnection(connectingTo: try await PostgresCluster.shared.connectionString)
        let dropped = await eventually(within: .seconds(30), pollingEvery: .milliseconds(20)) {
            (try? admin.execute("SELECT 1 FROM pg_database WHERE datname = $1", [name]).count) == 0
        }
        #expect(dropped)
        withExtendedLifetime(store) {}
    }
}
