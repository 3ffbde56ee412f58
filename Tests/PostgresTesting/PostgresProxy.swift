import Foundation

/// A TCP proxy on the loopback interface in front of a cluster's server, for tests of a
/// connection that breaks at a chosen moment: ``cutAtNextReply()`` makes the server's
/// next reply on a connection go nowhere, its connection closed both ways once the server
/// has said it is ready for the next query (its `ReadyForQuery`: a statement sent alone
/// has committed by then), as a network that drops after the server acted would.
///
/// ```swift
/// let proxy = try PostgresProxy(to: database.cluster)
/// defer { proxy.stop() }
/// let store = ServerTodoStore(conninfo: proxy.conninfo(database: database.name, user: "ada"), environment: [:])
/// proxy.cutAtNextReply()
/// proxy.cutAtNextReply(toQueryContaining: "todo_tui.send_change")   // that query's, on any connection
/// ```
///
/// Each connection has two threads of its own, which end with it; ``stop()`` ends them all
/// and must be called (nothing else does).
public final class PostgresProxy: @unchecked Sendable {
    /// The port it listens on, on 127.0.0.1.
    public let port: Int
    private let serverPort: Int
    private let listener: Int32
    private let lock = NSLock()
    private let running = DispatchGroup()
    /// Touched under `lock`.
    private var cutIsArmed = false
    /// The text of the query whose reply the next cut is for, once armed for one.
    private var cutQuery: [UInt8]?
    private var cutsMade = 0
    private var stopped = false
    private var links: [ObjectIdentifier: Link] = [:]

    /// A proxy to `cluster`'s server, listening already.
    public convenience init(to cluster: PostgresCluster) throws {
        try self.init(forwardingTo: cluster.port)
    }

    /// A proxy to port `serverPort` of 127.0.0.1 (a server, or a ``ServerLink`` in front of
    /// one), listening already.
    public init(forwardingTo serverPort: Int) throws {
        self.serverPort = serverPort
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        guard listener >= 0 else { throw PostgresCommand.Failure(description: "socket: \(String(cString: strerror(errno)))") }
        var address = Self.loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(listener, pointer, length) == 0 && getsockname(listener, pointer, &length) == 0
            }
        } && listen(listener, 16) == 0
        guard listening else {
            let reason = String(cString: strerror(errno))
            close(listener)
            throw PostgresCommand.Failure(description: "listen: \(reason)")
        }
        self.listener = listener
        port = Int(UInt16(bigEndian: address.sin_port))
        running.enter()
        Thread.detachNewThread { [self] in
            acceptConnections()
            running.leave()
        }
    }

    /// A libpq connection string for `user` in `database` through the proxy.
    public func conninfo(database: String, user: String) -> String {
        "host=127.0.0.1 port=\(port) dbname=\(database) user=\(user) sslmode=disable gssencmode=disable"
    }

    /// Drops the next reply the server sends, on whichever connection it comes, and closes
    /// that connection. Call it while the connection is idle, between two statements.
    public func cutAtNextReply() {
        lock.withLock { cutIsArmed = true }
    }

    /// Drops the reply to the next query whose text contains `text`, on whichever
    /// connection it is sent, and closes that connection: for a connection that other
    /// queries and notifications may use before it (a store's, while it keeps a list in
    /// step), whose next reply is not known to be the one to lose.
    public func cutAtNextReply(toQueryContaining text: String) {
        lock.withLock { cutQuery = Array(text.utf8) }
    }

    /// How many connections a cut has closed.
    public var cuts: Int {
        lock.withLock { cutsMade }
    }

    /// Closes every connection and stops listening, and waits until its threads have
    /// ended. Safe to call again.
    public func stop() {
        let open = lock.withLock {
            defer { stopped = true }
            return stopped ? nil : Array(links.values)
        }
        guard let open else { return }
        // Wakes the thread blocked in accept, which then closes the socket.
        shutdown(listener, Int32(SHUT_RDWR))
        for link in open { link.shutDown() }
        running.wait()
    }

    private func acceptConnections() {
        defer { close(listener) }
        while true {
            // Glibc's accept4 is not imported: close-on-exec set just after, so that a
            // program the tests start later does not hold the connection open.
            let client = accept(listener, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                return
            }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            guard let server = connectToServer() else {
                close(client)
                continue
            }
            let link = Link(client: client, server: server)
            let added = lock.withLock {
                guard !stopped else { return false }
                links[ObjectIdentifier(link)] = link
                return true
            }
            guard added else {
                link.close()
                return
            }
            for direction in [true, false] {
                running.enter()
                Thread.detachNewThread { [self] in
                    direction ? pumpQueries(link) : pumpReplies(link)
                    link.shutDown()
                    if link.pumpEnded() {
                        _ = lock.withLock { links.removeValue(forKey: ObjectIdentifier(link)) }
                    }
                    running.leave()
                }
            }
        }
    }

    private func connectToServer() -> Int32? {
        let server = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        guard server >= 0 else { return nil }
        var address = Self.loopback(port: serverPort)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        guard connected else {
            close(server)
            return nil
        }
        return server
    }

    /// Copies the client's bytes to the server until either side closes; a query whose
    /// text a cut is armed for marks its connection's next reply to be cut, before the
    /// server can answer it.
    private func pumpQueries(_ link: Link) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(link.client, &buffer, buffer.count)
            guard count > 0 else { return }
            lock.withLock {
                guard let text = cutQuery, Self.contains(buffer[..<count], text) else { return }
                cutQuery = nil
                link.cutsNextReply = true
            }
            guard Self.writeAll(link.server, buffer[..<count]) else { return }
        }
    }

    private static func contains(_ bytes: ArraySlice<UInt8>, _ text: [UInt8]) -> Bool {
        guard !text.isEmpty, bytes.count >= text.count else { return false }
        return (bytes.startIndex...(bytes.endIndex - text.count)).contains { start in bytes[start..<(start + text.count)].elementsEqual(text) }
    }

    /// Copies the server's bytes to the client, except once a cut is armed: the reply's
    /// bytes are then held back, and the connection closed once they hold ReadyForQuery.
    private func pumpReplies(_ link: Link) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var heldBack: [UInt8]?
        while true {
            let count = read(link.server, &buffer, buffer.count)
            guard count > 0 else { return }
            if heldBack == nil {
                heldBack = lock.withLock {
                    if link.cutsNextReply {
                        link.cutsNextReply = false
                        return []
                    }
                    guard cutIsArmed else { return nil }
                    cutIsArmed = false
                    return []
                }
            }
            guard heldBack != nil else {
                guard Self.writeAll(link.client, buffer[..<count]) else { return }
                continue
            }
            heldBack! += buffer[..<count]
            if Self.holdsReadyForQuery(heldBack!) {
                lock.withLock { cutsMade += 1 }
                return
            }
        }
    }

    /// Whether the server's messages in `bytes`, from the start of one, hold a whole
    /// ReadyForQuery ('Z'): each message is a type byte and a length that counts itself.
    private static func holdsReadyForQuery(_ bytes: [UInt8]) -> Bool {
        var start = 0
        while start + 5 <= bytes.count {
            let length = bytes[(start + 1)..<(start + 5)].reduce(0) { $0 << 8 | Int($1) }
            guard start + 1 + length <= bytes.count else { return false }
            if bytes[start] == UInt8(ascii: "Z") { return true }
            start += 1 + length
        }
        return false
    }

    private static func writeAll(_ socket: Int32, _ bytes: ArraySlice<UInt8>) -> Bool {
        var rest = bytes
        while !rest.isEmpty {
            let written = rest.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard written > 0 else { return false }
            rest = rest.dropFirst(written)
        }
        return true
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return address
    }

    /// One client's connection and the proxy's to the server for it. Its sockets are
    /// closed under its lock, once, so that no shutdown reaches a number reused since.
    private final class Link: @unchecked Sendable {
        let client: Int32
        let server: Int32
        /// Whether the server's next reply is to be cut: touched under the proxy's lock.
        var cutsNextReply = false
        private let lock = NSLock()
        private var pumps = 2
        private var closed = false

        init(client: Int32, server: Int32) {
            self.client = client
            self.server = server
        }

        /// Ends both directions: each pump's read returns.
        func shutDown() {
            lock.withLock {
                guard !closed else { return }
                shutdown(client, Int32(SHUT_RDWR))
                shutdown(server, Int32(SHUT_RDWR))
            }
        }

        /// Closes both sockets once the pump that calls this is the last; whether it was.
        func pumpEnded() -> Bool {
            lock.withLock {
                pumps -= 1
                guard pumps == 0 else { return false }
                closeSockets()
                return true
            }
        }

        /// Closes both sockets, for a link no pump was started for.
        func close() {
            lock.withLock { closeSockets() }
        }

        private func closeSockets() {
            guard !closed else { return }
            closed = true
            Glibc.close(client)
            Glibc.close(server)
        }
    }
}
