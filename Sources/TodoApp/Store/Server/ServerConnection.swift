import Foundation
import Logging
import PostgresClient

/// The server store's connection: every call runs in turn on a queue of its own (libpq's
/// calls block, and a connection serves one at a time), connecting on first use and again
/// after the server went away.
///
/// Each connection names itself to the server with ``origin`` (`todo_tui.origin`), which
/// the change feed records, so that the store can tell its own changes from others'.
final class ServerConnection: @unchecked Sendable {
    /// The connection string or URI, as given.
    let conninfo: String
    /// Where it goes, for messages (no password).
    let serverName: String
    /// What this store's changes are recorded as coming from.
    let origin: String
    let environment: [String: String]
    let logger: Logger
    private let queue = DispatchQueue(label: "todo-tui.server")
    /// Touched only on `queue`.
    private var connection: PostgresConnection?

    init(conninfo: String, environment: [String: String], logger: Logger, origin: String = UUID().uuidString) {
        self.conninfo = conninfo
        self.origin = origin
        self.environment = environment
        self.logger = logger
        serverName = PostgresConnection.describe(conninfo, environment: environment)
    }

    /// Runs `body` on the connection, connecting first if need be, and turns what fails
    /// into a ``TodoStoreError`` that says what could not be done (`action`).
    ///
    /// A connection found gone as `body` starts (the server restarted since the last call)
    /// is made again and `body` run once more: every call the store makes may run twice,
    /// since each sets values rather than adding to them.
    @discardableResult
    func run<T: Sendable>(_ action: String, _ body: @escaping @Sendable (PostgresConnection) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            queue.async {
                continuation.resume(with: Result { try self.runOnQueue(action, body) })
            }
        }
    }

    private func runOnQueue<T>(_ action: String, _ body: (PostgresConnection) throws -> T) throws -> T {
        let wasConnected = connection != nil
        do {
            return try retryingConflicts { try body(try connected()) }
        } catch let error as PostgresError where error.isConnectionLost {
            connection = nil
            guard wasConnected else { throw unreachable(error) }
            logger.notice("The server connection was lost; connecting again", metadata: ["error": "\(error)"])
            do {
                return try body(try connected())
            } catch let error as PostgresError where error.isConnectionLost {
                connection = nil
                throw unreachable(error)
            } catch let error as PostgresError {
                throw failed(action, error)
            }
        } catch let error as PostgresError {
            throw failed(action, error)
        }
    }

    /// Runs `body` again, a few times, when the server chose it as a deadlock's victim or
    /// could not serialise it: the other transaction has gone by then, and `body` may run
    /// twice.
    private func retryingConflicts<T>(_ body: () throws -> T) throws -> T {
        var attempt = 1
        while true {
            do {
                return try body()
            } catch let error as PostgresError
                where attempt < 4 && [PostgresError.deadlockDetected, PostgresError.serializationFailure].contains(error.sqlState) {
                logger.notice("A write met another; trying again", metadata: ["error": "\(error)"])
                attempt += 1
                usleep(UInt32(10_000 * attempt))
            }
        }
    }

    private func connected() throws -> PostgresConnection {
        if let connection, !connection.isBroken { return connection }
        let made = try Self.connect(conninfo, environment: environment)
        try ServerSchemaCheck.require(on: made, serverName: serverName)
        try made.execute("SELECT set_config('todo_tui.origin', $1, false)", [origin])
        // The one statement the store prepares, the feed's, reads a few rows by key
        // whatever its values: a plan made once serves every run, where the server's guess
        // for `revision > $2` (a third of the feed) would have it planned anew each time.
        try made.execute("SET plan_cache_mode = force_generic_plan")
        logger.info("Connected to the todo server", metadata: ["server": "\(serverName)", "role": "\(made.user)"])
        connection = made
        return made
    }

    /// A new connection to `conninfo`, which gives up after a few seconds rather than hang
    /// on a server that does not answer, unless the connection string or the environment
    /// says otherwise.
    static func connect(_ conninfo: String, environment: [String: String]) throws -> PostgresConnection {
        var defaults = [("fallback_application_name", "todo-tui")]
        if environment["PGCONNECT_TIMEOUT"] == nil { defaults.append(("connect_timeout", "5")) }
        // A network that drops without a word is noticed within half a minute while idle,
        // rather than the system's two hours.
        defaults += [("keepalives_idle", "10"), ("keepalives_interval", "5"), ("keepalives_count", "3")]
        // And a write the server does not acknowledge fails within seconds, not minutes.
        defaults.append(("tcp_user_timeout", "5000"))
        return try PostgresConnection(connectingTo: conninfo, defaults: defaults)
    }

    private func unreachable(_ error: PostgresError) -> TodoStoreError {
        let failure = TodoStoreError.serverUnreachable(server: serverName, reason: error.description)
        logger.error("\(failure.description)")
        return failure
    }

    func failed(_ action: String, _ error: PostgresError) -> TodoStoreError {
        let failure = TodoStoreError.serverOperationFailed(action: action, server: serverName, reason: error.description)
        logger.error("\(failure.description)")
        return failure
    }
}

/// Whether a connection's database has the schema this todo-tui reads.
enum ServerSchemaCheck {
    static func require(on connection: PostgresConnection, serverName: String) throws {
        let found = try ServerSchema.installedVersion(on: connection)
        if found == 0 { throw TodoStoreError.serverHasNoSchema(server: serverName) }
        if found > ServerSchema.version { throw TodoStoreError.serverSchemaIsNewer(version: found, server: serverName) }
        if found < ServerSchema.version { throw TodoStoreError.serverSchemaIsOlder(version: found, server: serverName) }
    }
}
