import Foundation

/// Stopping a cluster's server and starting it again, keeping its directory: for the tests
/// of what clients do while their server is away.
extension PostgresCluster {
    /// Stops the server as an administrator would (`pg_ctl stop -m fast`: the sessions are
    /// ended, the clients see their connections close), keeping the cluster.
    ///
    /// ```swift
    /// try await cluster.stopServer()
    /// … // every client's next call fails
    /// try await cluster.startServer()
    /// ```
    public func stopServer() async throws {
        try await PostgresCommand.run(
            try PostgresCommand.binDirectory() + "/pg_ctl", ["-D", dataDirectory.path, "-m", "fast", "-w", "-t", "60", "stop"]
        )
    }

    /// Starts the server again after ``stopServer()``, on the same port and socket, with the
    /// settings ``start()`` gave it.
    public func startServer() async throws {
        try await PostgresCommand.run(try PostgresCommand.binDirectory() + "/pg_ctl", [
            "-D", dataDirectory.path, "-l", directory.appendingPathComponent("log").path, "-w", "-t", "60",
            "-o", "-p \(port) -k \(directory.path) -c listen_addresses=127.0.0.1 -c fsync=off", "start",
        ])
    }
}
