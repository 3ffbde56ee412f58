import Foundation
import TerminalTesting

/// A throwaway PostgreSQL server for the tests that need a real one: a cluster made with
/// Debian's `initdb` in a temporary directory, listening on a free port and on a socket in
/// that directory, run as the `postgres` user when the tests run as root (the server
/// refuses to run as root). ``stop()`` stops it and removes the directory; a cluster
/// dropped without it is stopped all the same, so that a test that throws leaves nothing.
///
/// ```swift
/// let cluster = try await PostgresCluster.start()
/// let connection = PQconnectdb(cluster.connectionString)
/// …
/// await cluster.stop()
/// ```
public final class PostgresCluster: @unchecked Sendable {
    /// The directory holding the cluster's data, its socket and its log.
    public let directory: URL
    public let port: Int
    private let binDirectory: String
    private let lock = NSLock()
    private var isRunning = true

    /// A libpq connection string for the superuser `postgres`, over the socket.
    public var connectionString: String {
        "host=\(directory.path) port=\(port) dbname=postgres user=postgres"
    }

    /// The data directory.
    public var dataDirectory: URL { directory.appendingPathComponent("data") }

    private init(directory: URL, port: Int, binDirectory: String) {
        self.directory = directory
        self.port = port
        self.binDirectory = binDirectory
    }

    deinit {
        guard claimStop() else { return }
        // No task to wait in here: stop the server and wait for pg_ctl by its pid.
        let command = PostgresCommand.command(binDirectory + "/pg_ctl", ["-D", dataDirectory.path, "-m", "immediate", "-w", "stop"])
        // Its words ("waiting for server to shut down…") are no test's business.
        let silence = open("/dev/null", O_WRONLY)
        defer { close(silence) }
        if let pid = try? SpawnedCommand.spawn(
            command, environment: ProcessInfo.processInfo.environment, input: nil, output: silence, error: silence
        ) {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        }
        try? FileManager.default.removeItem(at: directory)
    }

    /// Makes a cluster and starts its server; throws, having removed what it made, if
    /// either fails.
    public static func start() async throws -> PostgresCluster {
        let binDirectory = try PostgresCommand.binDirectory()
        let directory = try PostgresCommand.makeDirectory()
        let cluster = PostgresCluster(directory: directory, port: try FreePort.find(), binDirectory: binDirectory)
        do {
            try await cluster.run("initdb", "-D", cluster.dataDirectory.path, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync")
            try await cluster.run(
                "pg_ctl", "-D", cluster.dataDirectory.path, "-l", directory.appendingPathComponent("log").path, "-w", "-t", "60",
                "-o", "-p \(cluster.port) -k \(directory.path) -c listen_addresses=127.0.0.1 -c fsync=off", "start"
            )
        } catch {
            await cluster.stop()
            throw error
        }
        return cluster
    }

    /// Stops the server at once and removes the cluster's directory. Safe to call again.
    public func stop() async {
        guard claimStop() else { return }
        if FileManager.default.fileExists(atPath: dataDirectory.appendingPathComponent("postmaster.pid").path) {
            try? await run("pg_ctl", "-D", dataDirectory.path, "-m", "immediate", "-w", "-t", "60", "stop")
        }
        try? FileManager.default.removeItem(at: directory)
    }

    /// Whether this call is the one to stop the cluster: the first.
    private func claimStop() -> Bool {
        lock.withLock {
            defer { isRunning = false }
            return isRunning
        }
    }

    /// Runs one of the server's programs, as `postgres` when the tests run as root.
    private func run(_ program: String, _ arguments: String...) async throws {
        try await PostgresCommand.run(binDirectory + "/" + program, arguments)
    }
}
