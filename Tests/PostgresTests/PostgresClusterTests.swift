import Foundation
import PostgresClient
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

        do {
            let connection = try PostgresConnection(connectingTo: cluster.connectionString)
            #expect(try connection.execute("SELECT 41 + 1").string(0, 0) == "42")
        }
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

    @Test func aClusterWhosePortIsTakenBeforeItsServerBindsItStartsOnAnother() async throws {
        let taken = try TakenPort()
        let cluster = try await PostgresCluster.start(preferringPort: taken.port)
        #expect(cluster.port != taken.port)
        do {
            let overTCP = try PostgresConnection(connectingTo: "host=127.0.0.1 port=\(cluster.port) dbname=postgres user=postgres")
            #expect(try overTCP.execute("SELECT inet_server_port()").string(0, 0) == "\(cluster.port)")
        }
        await cluster.stop()
    }

    @Test func twoClustersRunSideBySideOnPortsOfTheirOwn() async throws {
        let first = try await PostgresCluster.start()
        let second = try await PostgresCluster.start()
        #expect(first.port != second.port)
        #expect(first.directory != second.directory)
        await first.stop()
        await second.stop()
    }

    @Test func aServerStoppedAndStartedAgainAnswersOnTheSamePortWithItsData() async throws {
        let cluster = try await PostgresCluster.start()
        #expect(Self.answer(cluster, "CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)") != nil)

        try await cluster.stopServer()
        #expect(Self.answer(cluster, "SELECT 1") == nil, "nobody answers while it is stopped")
        try await cluster.startServer()
        #expect(Self.answer(cluster, "SELECT n FROM kept") == "42")
        await cluster.stop()
    }

    /// The first value `sql` returns on a new connection, "" for none; nil if the server
    /// cannot be reached or refuses.
    private static func answer(_ cluster: PostgresCluster, _ sql: String) -> String? {
        guard let connection = try? PostgresConnection(connectingTo: cluster.connectionString) else { return nil }
        // Several statements go as a script, which returns no rows.
        if sql.contains(";") { return (try? connection.executeScript(sql)) == nil ? nil : "" }
        guard let result = try? connection.execute(sql) else { return nil }
        return result.count > 0 ? result.string(0, 0) : ""
    }

    @Test func aClusterDroppedWithoutStopIsStoppedAndRemovedAllTheSame() async throws {
        var cluster: PostgresCluster? = try await PostgresCluster.start()
        let directory = try #require(cluster?.directory)
        cluster = nil
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }
}

/// A loopback TCP port something listens on, as a client's connection or another server
/// may hold the port a cluster was told is free; released when dropped.
private final class TakenPort {
    let port: Int
    private let socket: Int32

    init() throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(socket, pointer, length) == 0 && listen(socket, 1) == 0 && getsockname(socket, pointer, &length) == 0
            }
        }
        guard socket >= 0, listening else {
            close(socket)
            throw POSIXError(.EADDRNOTAVAIL)
        }
        self.socket = socket
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit { close(socket) }
}
