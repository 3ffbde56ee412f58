import Foundation
import PostgresClient

/// The PostgreSQL server the server suites measure todo-tui against: a cluster of their
/// own (``BenchmarkCluster``), with todo-tui's schema made by the binary measured
/// (`todo-tui --server C setup`, as a superuser) and roles that log in without a password
/// over its socket.
///
/// It runs with the server's own defaults (`fsync` on, unlike the tests' clusters), but
/// for the connections that 50 clients with four each need, `pg_stat_statements` loaded,
/// for the load to say what the server spent its time on (``ServerStatements``), and each
/// transaction's commit time kept (`track_commit_timestamp`), for the load to time a
/// change from its commit (``CommitWatch``).
final class BenchmarkServer: Sendable {
    let cluster: BenchmarkCluster

    /// Who owns the lists measured.
    static let owner = "ada"
    /// A role the lists are shared with, for writing.
    static let sharer = "grace"
    /// A role a list is shared with for reading only, whose statements the server
    /// explains in its log (see ``ServerPlans``).
    static let explained = "katherine"

    private init(cluster: BenchmarkCluster) {
        self.cluster = cluster
    }

    /// Starts the server, makes the roles and sets up todo-tui's schema with `binary`.
    static func start(binary: String) async throws -> BenchmarkServer {
        let cluster = try await BenchmarkCluster.start(
            settings: ["max_connections": "400", "shared_preload_libraries": "pg_stat_statements", "track_commit_timestamp": "on"]
        )
        let server = BenchmarkServer(cluster: cluster)
        do {
            let admin = try server.superuser()
            for role in [owner, sharer, explained] {
                try admin.execute("CREATE ROLE \(role) LOGIN")
            }
            try server.run(binary, role: "postgres", ["setup"])
        } catch {
            cluster.stop()
            throw error
        }
        return server
    }

    func stop() {
        cluster.stop()
    }

    /// The connection string for `role`, over the cluster's socket.
    func conninfo(role: String) -> String {
        cluster.conninfo(role: role)
    }

    func connect(as role: String) throws -> PostgresConnection {
        try PostgresConnection(connectingTo: conninfo(role: role))
    }

    func superuser() throws -> PostgresConnection {
        try connect(as: "postgres")
    }

    /// Runs `todo-tui --server … arguments` as `role` and waits for it; throws with what
    /// it said if it fails.
    func run(_ binary: String, role: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["--server", conninfo(role: role)] + arguments
        process.environment = ["HOME": NSTemporaryDirectory(), "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        let said = Pipe()
        process.standardError = said
        process.standardOutput = said
        try process.run()
        let output = said.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "todo-tui \(arguments.joined(separator: " ")) failed: \(String(decoding: output, as: UTF8.self))")
        }
    }

    /// The processor time the server has used so far, in seconds: its main process, the
    /// connections that ended and those still open.
    var processorSeconds: Double {
        guard let server = cluster.serverProcess else { return .nan }
        return (ProcessorTime.seconds(of: server, children: true) ?? .nan) + ProcessorTime.secondsOfChildren(of: server)
    }

    /// The server's log since `offset` (bytes), and where it ends now.
    func log(from offset: Int) -> (text: String, end: Int) {
        let data = (try? Data(contentsOf: cluster.log)) ?? Data()
        guard offset < data.count else { return ("", data.count) }
        return (String(decoding: data[offset...], as: UTF8.self), data.count)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }
}
