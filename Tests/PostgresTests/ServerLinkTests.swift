import Foundation
import PostgresClient
import PostgresTesting
import TerminalTesting
import Testing

/// The link the fault tests put between clients and a server: it forwards, a cut ends
/// every connection at once both ways, a blackhole answers nothing until the client's own
/// timeouts give up, and once stopped it leaves no thread, socket or port behind.
@Suite(.timeLimit(.minutes(2))) struct ServerLinkTests {
    /// Long enough that a test cannot pass by waiting it out.
    static let deadline = Duration.seconds(30)
    /// Long enough for an answer to come, if one would.
    static let quiet = Duration.seconds(1)

    /// A connection as the superuser through `link`, with libpq `settings` added.
    private static func connect(_ link: ServerLink, _ settings: String = "") throws -> PostgresConnection {
        try PostgresConnection(connectingTo: link.connectionString(database: "postgres", user: "postgres") + " " + settings)
    }

    private static func answer(_ connection: PostgresConnection, _ sql: String) throws -> String {
        try connection.execute(sql).string(0, 0)
    }

    @Test func aConnectionThroughTheLinkReachesTheServerOverTCPWithWhatItSendsWhole() async throws {
        let cluster = try await PostgresCluster.shared
        let link = try ServerLink(to: cluster)
        defer { link.stop() }
        let connection = try Self.connect(link)

        #expect(try Self.answer(connection, "SELECT inet_server_port()") == "\(cluster.port)", "the server's TCP port, not its socket")
        let large = String(repeating: "Milk 日本 ", count: 100_000)
        #expect(try connection.execute("SELECT md5($1)", [large]).string(0, 0) == (try Self.answer(connection, "SELECT md5(repeat('Milk 日本 ', 100000))")))
        #expect(try Self.answer(connection, "SELECT repeat('ab', 500000)").count == 1_000_000)
    }

    @Test(arguments: [ServerLink.Cut.reset, .close])
    func aCutEndsOpenConnectionsAtOnceBothWaysAndNewOnesUntilRestored(cut: ServerLink.Cut) async throws {
        let link = try ServerLink(to: try await PostgresCluster.shared)
        defer { link.stop() }
        let connection = try Self.connect(link)
        let serverProcess = try Self.answer(connection, "SELECT pg_backend_pid()")

        link.cut(cut)
        // No timeout of the client's is set: only the cut can end the query in time.
        let query = BackgroundCall { try Self.answer(connection, "SELECT 1") }
        #expect(await eventually(within: Self.deadline) { query.hasEnded }, "the query fails at once, rather than hang")
        #expect(throws: PostgresError.self) { try query.result?.get() }
        #expect((query.result?.error as? PostgresError)?.isConnectionLost == true, "\(String(describing: query.result))")
        let attempt = BackgroundCall { try Self.connect(link, "connect_timeout=60") }
        #expect(await eventually(within: Self.deadline) { attempt.hasEnded }, "a new connection fails at once")
        #expect((attempt.result?.error as? PostgresError)?.isConnectionLost == true, "\(String(describing: attempt.result))")

        link.restore()
        let again = try Self.connect(link)
        #expect(try Self.answer(again, "SELECT 41 + 1") == "42")
        #expect(
            await eventually(within: Self.deadline, pollingEvery: .milliseconds(20)) {
                (try? again.execute("SELECT count(*) FROM pg_stat_activity WHERE pid = $1", [serverProcess]).string(0, 0)) == "0"
            },
            "the server's side of the cut connection has ended too"
        )
    }

    @Test func aBlackholeClosesNothingAndAQueryEndsOnlyWhenTheClientsOwnTimeoutGivesUp() async throws {
        let link = try ServerLink(to: try await PostgresCluster.shared)
        defer { link.stop() }
        let timeouts = "tcp_user_timeout=2000 keepalives_idle=1 keepalives_interval=1 keepalives_count=2 connect_timeout=2"
        let connection = try Self.connect(link, timeouts)

        link.cut(.blackhole)
        let query = BackgroundCall { try Self.answer(connection, "SELECT 1") }
        #expect(await eventually(within: Self.quiet) { query.hasEnded } == false, "nothing answers, and nothing closes")
        #expect(await eventually(within: Self.deadline) { query.hasEnded })
        let failure = try #require(query.result?.error as? PostgresError, "\(String(describing: query.result))")
        #expect(failure.isConnectionLost)
        #expect(failure.message.contains("timed out"), "the client's own timeout: \(failure.message)")

        let attempt = BackgroundCall { try Self.connect(link, timeouts) }
        #expect(await eventually(within: Self.quiet) { attempt.hasEnded } == false, "nothing answers a new connection either")
        #expect(await eventually(within: Self.deadline) { attempt.hasEnded })
        // libpq's connect_timeout ("timeout expired") or the kernel's ("Connection timed
        // out"), whichever gives up first on a loaded machine: both the client's own.
        let refusal = (attempt.result?.error as? PostgresError)?.message ?? ""
        #expect(refusal.contains("timeout") || refusal.contains("timed out"), "\(String(describing: attempt.result))")

        link.restore()
        #expect(try Self.answer(try Self.connect(link, timeouts), "SELECT 41 + 1") == "42")
    }

    @Test func aBlackholeSendsTheClientNothingNotEvenAgainWhatTheLinkSentBefore() async throws {
        let link = try ServerLink(to: try await PostgresCluster.shared)
        defer { link.stop() }
        let connection = try Self.connect(link)
        // An answer whose acknowledgement has not reached the link as the cut comes: its
        // kernel would send it again (after 0.2 s, 0.6 s, 1.4 s…), and each copy would tell
        // the client's keepalives that the server is there.
        _ = try Self.answer(connection, "SELECT 1")
        link.cut(.blackhole)
        let clock = ContinuousClock()
        let cut = clock.now
        let heard = await eventually(within: .seconds(2), pollingEvery: .milliseconds(50)) {
            // Beyond the longest a kernel delays an acknowledgement (0.2 s).
            LinkFootprint.sinceLastReceived(connection.socket) < clock.now - cut - .milliseconds(250)
        }
        #expect(!heard, "nothing reaches the client")
    }

    @Test func aBlackholeShorterThanTheClientsTimeoutsLosesNothing() async throws {
        let link = try ServerLink(to: try await PostgresCluster.shared)
        defer { link.stop() }
        let connection = try Self.connect(link)

        link.cut(.blackhole)
        let query = BackgroundCall { try Self.answer(connection, "SELECT 41 + 1") }
        #expect(await eventually(within: Self.quiet) { query.hasEnded } == false, "nothing answers while blackholed")
        link.restore()
        #expect(await eventually(within: Self.deadline) { query.hasEnded }, "the query's bytes are sent again and get through")
        #expect(try query.result?.get() == "42")
    }

    @Test func stopClosesEverySocketEndsTheThreadAndReleasesThePort() async throws {
        let cluster = try await PostgresCluster.shared
        let link = try ServerLink(to: cluster)
        let connections = try [Self.connect(link), Self.connect(link)]
        // The link's side of each: its listener and the connections it accepted, on its
        // port; its connections to the server, from the ports the server sees.
        let serverSide = Set(try connections.map { try Int(Self.answer($0, "SELECT inet_client_port()"))! })
        let sockets = Set(LinkFootprint.openSockets().filter { socket in
            socket.local == link.port || (serverSide.contains(socket.local) && socket.remote == cluster.port)
        }.map(\.inode))
        #expect(sockets.count == 5, "the listener and two sockets a connection")
        #expect(LinkFootprint.threadNames().contains("link \(link.port)"))

        link.stop()
        #expect(Set(LinkFootprint.openSockets().map(\.inode)).isDisjoint(with: sockets), "no socket of the link is open")
        #expect(!LinkFootprint.threadNames().contains("link \(link.port)"), "its thread has ended")
        #expect(LinkFootprint.canListen(on: link.port), "its port is free")
        for connection in connections {
            let query = BackgroundCall { try Self.answer(connection, "SELECT 1") }
            #expect(await eventually(within: Self.deadline) { query.hasEnded }, "its connections have ended")
            #expect((query.result?.error as? PostgresError)?.isConnectionLost == true)
        }
        link.stop()
    }

    @Test func aLinkDroppedWithoutStopIsStoppedAllTheSame() async throws {
        var link: ServerLink? = try ServerLink(to: try await PostgresCluster.shared)
        let port = try #require(link?.port)
        #expect(LinkFootprint.threadNames().contains("link \(port)"))
        link = nil
        #expect(!LinkFootprint.threadNames().contains("link \(port)"))
        #expect(LinkFootprint.canListen(on: port))
    }
}

extension Result {
    fileprivate var error: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}

/// What of a link this process holds, read from /proc: the other tests' links, sockets
/// and threads are there too, so each test looks for its own by port and inode.
enum LinkFootprint {
    /// A TCP socket on 127.0.0.1 this process has open.
    struct OpenSocket {
        var inode: UInt
        var local: Int
        var remote: Int
    }

    /// The IPv4 sockets this process has open, asked of each descriptor in turn: a
    /// consistent answer, which /proc/net/tcp, read in pieces while other processes open
    /// and close sockets, is not.
    static func openSockets() -> [OpenSocket] {
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return descriptors.compactMap(Int32.init).compactMap { descriptor in
            var status = stat()
            guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFSOCK,
                  let local = port(descriptor, getsockname)
            else { return nil }
            // A listening socket has no peer.
            return OpenSocket(inode: UInt(status.st_ino), local: local, remote: port(descriptor, getpeername) ?? 0)
        }
    }

    /// The port `call` (getsockname or getpeername) gives for an IPv4 socket.
    private static func port(
        _ socket: Int32, _ call: (Int32, UnsafeMutablePointer<sockaddr>, UnsafeMutablePointer<socklen_t>) -> Int32
    ) -> Int? {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let found = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { call(socket, $0, &length) == 0 }
        }
        guard found, address.sin_family == sa_family_t(AF_INET) else { return nil }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// The names of this process's threads.
    static func threadNames() -> [String] {
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return threads.compactMap { thread in
            (try? String(contentsOfFile: "/proc/self/task/\(thread)/comm", encoding: .utf8))?.trimmingCharacters(in: .newlines)
        }
    }

    /// How long ago the TCP socket `socket` last received anything, as its kernel says.
    static func sinceLastReceived(_ socket: Int32) -> Duration {
        var info = tcp_info()
        var length = socklen_t(MemoryLayout<tcp_info>.size)
        guard getsockopt(socket, Int32(IPPROTO_TCP), TCP_INFO, &info, &length) == 0 else { return .zero }
        return .milliseconds(min(info.tcpi_last_ack_recv, info.tcpi_last_data_recv))
    }

    /// Whether a new socket may listen on `port` of 127.0.0.1.
    static func canListen(on port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 && listen(socket, 1) == 0
            }
        }
    }
}
