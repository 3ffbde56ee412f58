import CLibpq
import Foundation
import PostgresTesting
import TerminalTesting
import Testing

/// The throwaway server the PostgreSQL tests start: reachable through libpq while it runs,
/// and nothing of it left once stopped, process or file.
@Suite struct PostgresClusterTests {
    @Test func aStartedClusterAnswersThroughLibpqAndLeavesNothingOnceStopped() async throws {
        let cluster = try await PostgresCluster.start()
        let pidFile = try String(contentsOf: cluster.dataDirectory.appendingPathComponent("postmaster.pid"), encoding: .utf8)
        let serverID = try #require(pidFile.split(separator: "\n").first.flatMap { pid_t($0) })

        let connection = PQconnectdb(cluster.connectionString)
        #expect(PQstatus(connection) == CONNECTION_OK, "\(String(cString: PQerrorMessage(connection)))")
        let result = PQexec(connection, "SELECT 41 + 1")
        defer { PQclear(result) }
        #expect(PQresultStatus(result) == PGRES_TUPLES_OK)
        #expect(String(cString: PQgetvalue(result, 0, 0)) == "42")

        PQfinish(connection)
        await cluster.stop()
        #expect(await eventually(within: .seconds(10)) { !Self.isRunning(serverID) }, "the server has ended")
        #expect(!FileManager.default.fileExists(atPath: cluster.directory.path), "its directory is gone")
    }

    /// Whether `pid` is a process that has not ended: one that has may linger as a zombie
    /// until whoever adopted it reaps it.
    private static func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let afterName = stat.range(of: ") ")
        else { return false }
        return stat[afterName.upperBound...].first != "Z"
    }

    @Test func twoClustersRunSideBySideOnPortsOfTheirOwn() async throws {
        let first = try await PostgresCluster.start()
        let second = try await PostgresCluster.start()
        #expect(first.port != second.port)
        #expect(first.directory != second.directory)
        await first.stop()
        await second.stop()
    }

    @Test func aClusterDroppedWithoutStopIsStoppedAndRemovedAllTheSame() async throws {
        var cluster: PostgresCluster? = try await PostgresCluster.start()
        let directory = try #require(cluster?.directory)
        cluster = nil
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }
}
