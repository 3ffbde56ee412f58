import Foundation

/// A TCP proxy on 127.0.0.1 between clients and a test cluster, which a test cuts and
/// restores: what a pulled cable, a stopped proxy or a train tunnel does to a client, with
/// no address outside this machine and no privilege.
///
/// It forwards to the cluster's TCP port (the clusters listen on 127.0.0.1 as well as on
/// their socket), so that the server sees a network client as it would in use. One thread
/// of its own serves every connection with `poll`; ``stop()``, or dropping the link, ends
/// it and closes every socket, the listening one too.
///
/// ```swift
/// let link = try ServerLink(to: cluster)
/// let connection = try PostgresConnection(connectingTo: link.conninfo(for: .ada, database: database.name))
/// link.cut()            // open connections reset at once, new ones too
/// link.restore()        // new connections get through again
/// link.cut(.blackhole)  // nothing closed and nothing answered: the client's timeouts decide
/// link.stop()
/// ```
///
/// A harness in another process needs nothing but the port: clients anywhere on this
/// machine connect to it, and the process that made the link cuts it.
public final class ServerLink: Sendable {
    /// How a cut looks to the client.
    public enum Cut: Sendable {
        /// Each connection is reset (RST) both ways, and so is each new one: the client's
        /// next read or write fails at once, whatever it was doing, and so does the server's.
        /// What a firewall that rejects, or a server's host coming back after a crash, does.
        case reset
        /// Each connection is closed (FIN) both ways, and so is each new one, as by a proxy
        /// process that exits.
        case close
        /// Nothing is closed and nothing gets through, either way: every packet that reaches
        /// the link is dropped before TCP sees it, so not even a keepalive is answered. What a
        /// pulled cable or a train tunnel does: the client notices only by its own timeouts
        /// (`tcp_user_timeout`, keepalives, `connect_timeout`). A connection still open at
        /// ``ServerLink/restore()`` carries on, its bytes retransmitted.
        case blackhole
    }

    /// The port clients connect to, on 127.0.0.1.
    public let port: Int
    /// The port on 127.0.0.1 the link forwards to.
    public let targetPort: Int
    private let control: LinkControl
    private let thread: JoinableThread

    /// A link to `cluster`'s server, forwarding from now on.
    public convenience init(to cluster: PostgresCluster) throws {
        try self.init(forwardingTo: cluster.port)
    }

    /// A link on a free port of 127.0.0.1 to port `targetPort` there, forwarding from now on.
    public init(forwardingTo targetPort: Int) throws {
        let listener = try LinkSocket.listen()
        var ends: [Int32] = [-1, -1]
        guard closeOnExecPipe(&ends) else {
            close(listener.descriptor)
            throw PostgresCommand.Failure(description: "socketpair: \(String(cString: strerror(errno)))")
        }
        let control = LinkControl(wakeWriter: ends[1])
        let relay = LinkRelay(listener: listener.descriptor, wake: ends[0], targetPort: targetPort, control: control)
        do {
            // Named after the port, so that a test can tell this link's thread from others'.
            thread = try JoinableThread(named: "link \(listener.port)") { relay.run() }
        } catch {
            [listener.descriptor, ends[0], ends[1]].forEach { close($0) }
            throw error
        }
        self.port = listener.port
        self.targetPort = targetPort
        self.control = control
    }

    deinit {
        stop()
    }

    /// Cuts the link, as `cut` says, until ``restore()``. Returns once every open
    /// connection is cut (for a blackhole, once what the link sent is acknowledged: at
    /// most a second).
    ///
    /// A reset unless told: both ends lose the connection at once, whatever each was doing,
    /// with no orderly end for either to take for the other's goodbye, and the link's
    /// sockets go at once, leaving nothing in TIME_WAIT on its port however many cuts a
    /// run makes.
    public func cut(_ cut: Cut = .reset) {
        control.send(.cut(cut))
    }

    /// Forwards again, new connections and, after a blackhole, the open ones.
    public func restore() {
        control.send(.forwarding)
    }

    /// Resets every connection, releases the port and ends the link's thread, all before it
    /// returns. Safe to call again; the link does nothing more after it.
    public func stop() {
        guard control.send(.stopped) else { return }
        thread.join()
        close(control.wakeWriter)
    }

    /// A libpq connection string for `role` in `database`, through the link.
    public func conninfo(for role: TestRole, database: String) -> String {
        connectionString(database: database, user: role.rawValue)
    }

    /// A libpq connection string for `user` in `database`, through the link.
    public func connectionString(database: String, user: String) -> String {
        "host=127.0.0.1 port=\(port) dbname=\(database) user=\(user)"
    }
}
