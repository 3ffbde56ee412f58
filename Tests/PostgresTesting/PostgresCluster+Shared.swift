import Foundation

extension PostgresCluster {
    /// The test process's one cluster, started by the first test that asks for it and
    /// stopped and removed as the process exits; its watchdog does that if the process
    /// never gets to (a crash, a kill). Starting a cluster takes a second or two, a
    /// database a few milliseconds: tests share this one and make a database each
    /// (``TodoTestDatabase``).
    ///
    /// ```swift
    /// let cluster = try await PostgresCluster.shared
    /// ```
    public static var shared: PostgresCluster {
        get async throws { try await SharedCluster.starting.value }
    }
}

/// The shared cluster, started once, and what stops it at exit.
private enum SharedCluster {
    static let starting = Task {
        let cluster = try await PostgresCluster.start()
        lock.withLock { started = cluster }
        atexit { SharedCluster.stopAtExit() }
        return cluster
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var started: PostgresCluster?

    /// Stops the server and removes the directory before the process is gone, so that
    /// nothing of it is running once the tests have ended, not even for a moment.
    private static func stopAtExit() {
        lock.withLock { started.take() }?.stopBlocking()
    }
}
