import Foundation
import PostgresClient
import TodoApp

/// The roles tests connect as. Each is a login role with nothing beyond what PUBLIC has,
/// as a person's role is on a real server (the cluster trusts whoever connects through its
/// socket, so none has a password). Roles belong to the whole cluster: every test
/// database has them.
public enum TestRole: String, CaseIterable, Sendable {
    case ada, grace, eve
    /// The role that owns each test database and ran `setup` in it: no superuser, only
    /// the owner of its database, which is all `setup` needs.
    case schemaOwner = "schema_owner"
}

/// A database of one test's own on a throwaway cluster (the process's shared one unless
/// another is given), with the todo-tui schema set up by ``ServerTodoStore/setUp()`` as
/// ``TestRole/schemaOwner`` (once a cluster, and copied), and the test roles there to
/// connect as. Dropped when released; the cluster goes at the process's exit anyway.
///
/// ```swift
/// let database = try await TodoTestDatabase.make()
/// let adas = database.store(as: .ada)
/// try await adas.save(Todo(title: "Milk", position: 0), for: "Groceries")
/// ```
public final class TodoTestDatabase: Sendable {
    public let name: String
    public let cluster: PostgresCluster

    private init(name: String, cluster: PostgresCluster) {
        self.name = name
        self.cluster = cluster
    }

    /// How many test databases may be there at once: each test's stores hold a connection
    /// each, and the server takes a few hundred; and the server's work for the tests that
    /// run together stays within what leaves the other tests, with deadlines of their own,
    /// their share of two cores. A test waits for one of these before it makes its
    /// database, and gives it back as the database goes.
    private static let permits = AsyncPermits(8)

    /// Makes a database owned by ``TestRole/schemaOwner`` (and the roles, the first time),
    /// with the schema set up in it, copied from a database set up once for the cluster
    /// (``TodoTemplateDatabase``); or without the schema when `settingUp` is false.
    public static func make(on cluster: PostgresCluster? = nil, settingUp: Bool = true) async throws -> TodoTestDatabase {
        let cluster = if let cluster { cluster } else { try await PostgresCluster.shared }
        let template = settingUp ? try await TodoTemplateDatabase.ready(on: cluster) : "template1"
        let name = "todos_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        await permits.acquire()
        do {
            try await onOwnThread {
                let admin = try PostgresConnection(connectingTo: cluster.connectionString)
                try makeRoles(on: admin)
                // Copied as files, not through the write-ahead log: a third of the time.
                try admin.execute("""
                    CREATE DATABASE \(name) TEMPLATE \(template) OWNER \(TestRole.schemaOwner.rawValue) STRATEGY FILE_COPY
                    """)
            }
        } catch {
            permits.release()
            throw error
        }
        // From here the database's release drops it and gives the permit back.
        return TodoTestDatabase(name: name, cluster: cluster)
    }

    deinit {
        let name = name
        let cluster = cluster
        // On a thread of its own: nothing waits for it, and the permit goes back once the
        // database, and the connections to it, are gone.
        Thread.detachNewThread {
            let admin = try? PostgresConnection(connectingTo: cluster.connectionString)
            _ = try? admin?.execute("DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
            Self.permits.release()
        }
    }

    /// A libpq connection string for `role` in this database.
    public func conninfo(as role: TestRole) -> String {
        cluster.connectionString(database: name, user: role.rawValue)
    }

    /// A store connected as `role`, as the app connects: with the `PG*` variables of the
    /// test process left out; its changes recorded as from `origin`.
    public func store(as role: TestRole, origin: String = UUID().uuidString) -> ServerTodoStore {
        ServerTodoStore(conninfo: conninfo(as: role), environment: [:], origin: origin)
    }

    /// A store connected as `role` through `link`, for a test of what a failing network
    /// does to it.
    public func store(as role: TestRole, through link: ServerLink) -> ServerTodoStore {
        ServerTodoStore(conninfo: link.conninfo(for: role, database: name), environment: [:])
    }

    /// A plain connection as `role`, as `psql` connects: what any client may do.
    public func connect(as role: TestRole) throws -> PostgresConnection {
        try PostgresConnection(connectingTo: conninfo(as: role))
    }

    /// The test roles that are not there yet. Two tests may make one at once: the second
    /// finds it made.
    static func makeRoles(on admin: PostgresConnection) throws {
        let roles = TestRole.allCases.map(\.rawValue)
        let found = try admin.execute("SELECT rolname::text FROM pg_roles WHERE rolname = ANY($1)", [PostgresTextArray(roles)])
        let existing = Set((0..<found.count).map { found.string($0, 0) })
        for role in roles where !existing.contains(role) {
            do {
                try admin.execute("CREATE ROLE \(role) LOGIN")
            } catch let error as PostgresError where error.sqlState == "42710" || error.sqlState == PostgresError.uniqueViolation {
                continue
            }
        }
    }
}
