import Foundation
import PostgresClient
import Synchronization
import TodoApp

/// The database each set-up test database is copied from, one a cluster: made as a test's
/// own is (owned by ``TestRole/schemaOwner``), and set up once by
/// ``ServerTodoStore/setUp()`` as that role. A copy costs the server a fraction of what
/// setting the schema up again costs (extensions, tables, functions, triggers, policies),
/// which, once a test, was most of the server's work for the store tests.
enum TodoTemplateDatabase {
    static let name = "todo_tui_template"

    /// The cluster's template, made on first use; by the directory of the cluster.
    private static let making = Mutex<[String: Task<Void, any Error>]>([:])

    /// The template's name on `cluster`, once it is there and set up.
    static func ready(on cluster: PostgresCluster) async throws -> String {
        let task = making.withLock { making in
            if let task = making[cluster.directory.path] { return task }
            let task = Task { try await make(on: cluster) }
            making[cluster.directory.path] = task
            return task
        }
        try await task.value
        return name
    }

    private static func make(on cluster: PostgresCluster) async throws {
        try await onOwnThread {
            let admin = try PostgresConnection(connectingTo: cluster.connectionString)
            try TodoTestDatabase.makeRoles(on: admin)
            try admin.execute("CREATE DATABASE \(name) OWNER \(TestRole.schemaOwner.rawValue) STRATEGY FILE_COPY")
        }
        let conninfo = cluster.connectionString(database: name, user: TestRole.schemaOwner.rawValue)
        // Its connection is closed once it returns: a database is copied only with none.
        _ = try await ServerTodoStore(conninfo: conninfo, environment: [:]).setUp()
    }
}
