import Foundation
import TerminalTesting

/// A throwaway PostgreSQL server for the tests that need a real one: a cluster made with
/// Debian's `initdb` in a temporary directory, listening on a free port and on a socket in
/// that directory, run as the `postgres` user when the tests run as root (the server
/// refuses to run as root).
///
/// Nothing of it outlives the test process: ``stop()`` stops it and removes the directory,
/// a cluster dropped without it is stopped all the same, and a watchdog started with it
/// does both if the process ends first, even killed. Most tests share one cluster a
/// process (``shared``) and make a database each.
///
/// ```swift
/// let cluster = try await PostgresCluster.start()
/// let connection = try PostgresConnection(connectingTo: cluster.connectionString)
/// …
/// await cluster.stop()
/// ```
public final class PostgresCluster: @unchecked Sendable {
    /// The directory holding the cluster's data, its socket and its log.
    public let directory: URL
    /// Chosen before the server starts and fixed once ``start()`` returns.
    public private(set) var port: Int
    private let binDirectory: String
    private let watchdog: ClusterWatchdog

    /// A libpq connection string for the superuser `postgres`, over the socket.
    public var connectionString: String {
        connectionString(database: "postgres", user: "postgres")
    }

    /// A libpq connection string for `user` in `database`, over the socket; the cluster
    /// trusts every role that connects there.
    public func connectionString(database: String, user: String) -> String {
        "host=\(directory.path) port=\(port) dbname=\(database) user=\(user)"
    }

    /// The data directory.
    public var dataDirectory: URL { directory.appendingPathComponent("data") }

    /// The watchdog's process, which ends once it has stopped the server and removed the
    /// directory.
    public var watchdogProcess: pid_t { watchdog.pid }

    private init(directory: URL, port: Int, binDirectory: String, watchdog: ClusterWatchdog) {
        self.directory = directory
        self.port = port
        self.binDirectory = binDirectory
        self.watchdog = watchdog
    }

    deinit {
        // Its words ("waiting for server to shut down…") go nowhere, and it is waited for
        // by pid: no task to wait in here.
        watchdog.release()
    }

    /// Makes a cluster and starts its server; throws, having removed what it made, if
    /// either fails. The server listens on `port` if it is given and free, otherwise on
    /// one the kernel says is free.
    public static func start(preferringPort port: Int? = nil) async throws -> PostgresCluster {
        let binDirectory = try PostgresCommand.binDirectory()
        let directory = try PostgresCommand.makeDirectory()
        let watchdog: ClusterWatchdog
        do {
            watchdog = try ClusterWatchdog(directory: directory, binDirectory: binDirectory)
        } catch {
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
        let cluster = PostgresCluster(directory: directory, port: try port ?? FreePort.find(), binDirectory: binDirectory, watchdog: watchdog)
        do {
            try await cluster.run("initdb", "-D", cluster.dataDirectory.path, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync")
            try await cluster.startServerOnAFreePort()
        } catch {
            await cluster.stop()
            throw error
        }
        return cluster
    }

    /// Starts the server, choosing another port if its own was taken between being found
    /// free and the server binding it: other tests' clients in this process open TCP
    /// connections, whose local ports come from the same range.
    private func startServerOnAFreePort() async throws {
        var attempts = 1
        while true {
            do {
                try await startServer()
                return
            } catch {
                let log = serverLog()
                guard log.contains("Address already in use"), attempts < 5 else {
                    throw PostgresCommand.Failure(description: "\(error)\nthe server's log ends:\n\(log)")
                }
                attempts += 1
                try? FileManager.default.removeItem(at: directory.appendingPathComponent("log"))
                port = try FreePort.find()
            }
        }
    }

    /// The last lines of the server's log, to say why it did not start.
    private func serverLog() -> String {
        let log = (try? String(contentsOf: directory.appendingPathComponent("log"), encoding: .utf8)) ?? "(no log)"
        return log.split(separator: "\n", omittingEmptySubsequences: false).suffix(20).joined(separator: "\n")
    }

    /// Stops the server at once and removes the cluster's directory. Safe to call again.
    public func stop() async {
        await withCheckedContinuation { continuation in
            // The wait blocks a thread: never one of Swift concurrency's few.
            Thread.detachNewThread {
                self.stopBlocking()
                continuation.resume()
            }
        }
    }

    /// ``stop()``, blocking the calling thread.
    func stopBlocking() {
        watchdog.release()
    }

    /// Stops the server as an administrator would (`pg_ctl stop -m fast`: sessions are
    /// ended), keeping the cluster, for a test of what clients do while it is away.
    public func stopServer() async throws {
        try await run("pg_ctl", "-D", dataDirectory.path, "-m", "fast", "-w", "-t", "60", "stop")
    }

    /// Starts the server, at first or again after ``stopServer()``, on the same port and
    /// socket.
    public func startServer() async throws {
        try await run(
            "pg_ctl", "-D", dataDirectory.path, "-l", directory.appendingPathComponent("log").path, "-w", "-t", "60",
            // Room for the connections of tests that run at once, each with a few stores.
            "-o", "-p \(port) -k \(directory.path) -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300", "start"
        )
    }

    /// Runs one of the server's programs, as `postgres` when the tests run as root.
    private func run(_ program: String, _ arguments: String...) async throws {
        try await PostgresCommand.run(binDirectory + "/" + program, arguments)
    }
}
