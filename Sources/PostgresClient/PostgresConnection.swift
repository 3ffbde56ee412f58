import CLibpq
import Foundation

/// One connection to a PostgreSQL server through libpq, so that connection strings,
/// URIs, the `PG*` variables, `~/.pgpass`, service files, `sslmode` and certificates all
/// work as they do for `psql`.
///
/// Its calls block until the server answers, and a connection is not for two threads at
/// once: give each its own, or run every call on one serial queue.
///
/// ```swift
/// let connection = try PostgresConnection(connectingTo: "postgresql://ada@db.example/todos")
/// let result = try connection.execute("SELECT title FROM todo_tui.todos WHERE list_id = $1", [7])
/// ```
public final class PostgresConnection: @unchecked Sendable {
    private let connection: OpaquePointer
    private let pq: LibPQ
    /// The statements prepared on this connection, by name: their text.
    private var prepared: [String: String] = [:]

    /// Connects, and throws a ``PostgresError`` saying why not if the server cannot be
    /// reached or refuses.
    ///
    /// - Parameters:
    ///   - conninfo: a connection string (`host=… dbname=…`) or URI (`postgresql://…`); an
    ///     empty one means libpq's defaults and the `PG*` variables.
    ///   - defaults: settings used unless `conninfo` gives its own, such as
    ///     `connect_timeout`. A setting whose `PG*` variable is set should be left out, or it
    ///     hides the variable.
    ///
    /// The connection always speaks UTF-8 (`client_encoding`), as Swift's strings are.
    public init(connectingTo conninfo: String, defaults: [(String, String)] = []) throws {
        // Later settings win over earlier ones, and the expanded `dbname` over those before it.
        let keywords = defaults.map(\.0) + ["dbname", "client_encoding"]
        let values = defaults.map(\.1) + [conninfo, "UTF8"]
        let pq = try LibPQ.loaded()
        let connection = Self.withCStrings(keywords) { keywordPointers in
            Self.withCStrings(values) { valuePointers in
                pq.connectdbParams(keywordPointers, valuePointers, 1)
            }
        }
        guard let connection else { throw PostgresError(message: "out of memory", isConnectionLost: true) }
        guard pq.status(connection) == CONNECTION_OK else {
            let error = PostgresError(message: PostgresError.connectionMessage(connection, pq), isConnectionLost: true)
            pq.finish(connection)
            throw error
        }
        // libpq prints the server's notices ("relation already exists, skipping") on
        // standard error, which may be a terminal an interface is drawing on.
        _ = pq.setNoticeProcessor(connection, { _, _ in }, nil)
        self.connection = connection
        self.pq = pq
    }

    deinit {
        pq.finish(connection)
    }

    /// Runs one statement with `parameters` as `$1`, `$2`, …, and returns its rows.
    @discardableResult
    public func execute(_ sql: String, _ parameters: [any PostgresParameter] = []) throws -> PostgresResult {
        let texts = parameters.map(\.postgresText)
        return try checked(Self.withOptionalCStrings(texts) { pointers in
            pq.execParams(connection, sql, Int32(texts.count), nil, pointers, nil, nil, 0)
        })
    }

    /// Runs `sql` with `parameters` as a statement the server keeps for this connection
    /// under `name`: parsed and analysed once, at its first run, rather than at every run,
    /// and planned again only as the server's `plan_cache_mode` says. For a statement a
    /// connection runs again and again.
    ///
    /// ```swift
    /// let byList = "SELECT title FROM todo_tui.todos WHERE list_id = $1"
    /// let rows = try connection.execute(prepared: "titles", byList, [7])
    /// ```
    ///
    /// One name is one statement: giving a name another statement is a programmer error.
    @discardableResult
    public func execute(prepared name: String, _ sql: String, _ parameters: [any PostgresParameter] = []) throws -> PostgresResult {
        if let known = prepared[name] {
            precondition(known == sql, "The prepared statement \(name) was prepared as another statement: give each statement a name of its own.")
        } else {
            _ = try checked(pq.prepare(connection, name, sql, Int32(parameters.count), nil))
            prepared[name] = sql
        }
        let texts = parameters.map(\.postgresText)
        return try checked(Self.withOptionalCStrings(texts) { pointers in
            pq.execPrepared(connection, name, Int32(texts.count), pointers, nil, nil, 0)
        })
    }

    /// `result` when it is one of rows or of a command done; throws what went wrong otherwise.
    private func checked(_ result: OpaquePointer?) throws -> PostgresResult {
        guard let result else { throw PostgresError(result: nil, connection: connection, pq) }
        switch pq.resultStatus(result) {
        case PGRES_TUPLES_OK, PGRES_COMMAND_OK, PGRES_EMPTY_QUERY:
            return PostgresResult(result, pq)
        default:
            let error = PostgresError(result: result, connection: connection, pq)
            pq.clear(result)
            throw error
        }
    }

    /// Runs `sql`, which may hold several statements and no parameters, such as a schema.
    public func executeScript(_ sql: String) throws {
        let result = pq.exec(connection, sql)
        guard let result else { throw PostgresError(result: nil, connection: connection, pq) }
        defer { pq.clear(result) }
        switch pq.resultStatus(result) {
        case PGRES_TUPLES_OK, PGRES_COMMAND_OK, PGRES_EMPTY_QUERY: return
        default: throw PostgresError(result: result, connection: connection, pq)
        }
    }

    /// Runs `body` in a transaction, committed if it returns and rolled back if it throws.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN")
        do {
            let value = try body()
            try execute("COMMIT")
            return value
        } catch {
            if !isBroken { _ = try? execute("ROLLBACK") }
            throw error
        }
    }

    /// Whether the connection is gone; a new one is needed.
    public var isBroken: Bool { pq.status(connection) == CONNECTION_BAD }

    /// The descriptor of the connection's socket, to wait on for notifications.
    public var socket: Int32 { pq.socket(connection) }

    /// The role the server knows this connection as.
    public var user: String { pq.user(connection).map { String(cString: $0) } ?? "" }

    /// The database the connection is to.
    public var database: String { pq.db(connection).map { String(cString: $0) } ?? "" }

    /// Where the connection goes, for messages: `host:port/database` (the socket's
    /// directory for a local socket).
    public var serverDescription: String {
        let host = pq.host(connection).map { String(cString: $0) } ?? ""
        let port = pq.port(connection).map { String(cString: $0) } ?? ""
        let database = pq.db(connection).map { String(cString: $0) } ?? ""
        return "\(host):\(port)/\(database)"
    }

    /// The notifications that have arrived (after `LISTEN`), read from the socket without
    /// waiting; throws if the connection is gone.
    public func notifications() throws -> [PostgresNotification] {
        guard pq.consumeInput(connection) == 1 else {
            throw PostgresError(message: PostgresError.connectionMessage(connection, pq), isConnectionLost: true)
        }
        var arrived: [PostgresNotification] = []
        while let notification = pq.notifies(connection) {
            arrived.append(PostgresNotification(
                channel: String(cString: notification.pointee.relname),
                payload: String(cString: notification.pointee.extra),
                serverProcess: notification.pointee.be_pid
            ))
            pq.freemem(notification)
        }
        return arrived
    }

    /// What ended a wait for input.
    public enum WaitOutcome: Sendable {
        /// The server sent something: a notification, or the connection closed.
        case serverSent
        /// The descriptor given to wake the waiter became readable.
        case woken
        case timedOut
    }

    /// Blocks until the server sends something (a notification, or the connection
    /// closing), `wake` becomes readable, or `timeout` passes (nil: no timeout).
    public func waitForInput(timeout: Duration?, wake: Int32? = nil) -> WaitOutcome {
        var descriptors = [pollfd(fd: socket, events: Int16(POLLIN), revents: 0)]
        if let wake { descriptors.append(pollfd(fd: wake, events: Int16(POLLIN), revents: 0)) }
        let milliseconds = timeout.map { Int32(clamping: $0.components.seconds * 1000 + $0.components.attoseconds / 1_000_000_000_000_000) } ?? -1
        while poll(&descriptors, nfds_t(descriptors.count), milliseconds) == -1 && errno == EINTR {}
        if descriptors.count > 1, descriptors[1].revents != 0 { return .woken }
        return descriptors[0].revents != 0 ? .serverSent : .timedOut
    }

    // MARK: - C strings

    private static func withCStrings<T>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> T) -> T {
        withOptionalCStrings(strings.map(Optional.some)) { pointers in
            // A null entry ends the keyword list.
            body(pointers!)
        }
    }

    private static func withOptionalCStrings<T>(_ strings: [String?], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> T) -> T {
        let copies = strings.map { $0.map { strdup($0) } ?? nil }
        defer { copies.forEach { free($0) } }
        let pointers = copies.map { UnsafePointer($0) } + [nil]
        return pointers.withUnsafeBufferPointer { body($0.baseAddress) }
    }
}

/// A `NOTIFY` the server delivered to a connection that listens on its channel.
public struct PostgresNotification: Sendable, Hashable {
    public var channel: String
    public var payload: String
    /// The server process of the connection that sent it.
    public var serverProcess: Int32
}

/// What a connection string and the `PG*` variables say, read without connecting:
/// each keyword the string gives, else its variable, empty values left out.
struct ConnectionSettings {
    private var given: [String: String] = [:]
    private let environment: [String: String]

    init(_ conninfo: String, environment: [String: String]) {
        self.environment = environment
        // Without libpq there is nothing to connect with, and the variables say the rest.
        if let pq = try? LibPQ.loaded(), let options = pq.conninfoParse(conninfo, nil) {
            var option = options
            while let keyword = option.pointee.keyword {
                if let value = option.pointee.val { given[String(cString: keyword)] = String(cString: value) }
                option += 1
            }
            pq.conninfoFree(options)
        }
    }

    subscript(_ keyword: String, _ variable: String) -> String? {
        (given[keyword] ?? environment[variable]).flatMap { $0.isEmpty ? nil : $0 }
    }
}

extension PostgresConnection {
    /// Where `conninfo` (a connection string or URI) goes, for messages and without its
    /// password: `host:port/database` with what it gives, the `PG*` variables in
    /// `environment` filling the rest; "that libpq's defaults name" when neither says (the message says "the todo server …").
    public static func describe(_ conninfo: String, environment: [String: String]) -> String {
        let settings = ConnectionSettings(conninfo, environment: environment)
        let host = settings["host", "PGHOST"] ?? settings["hostaddr", "PGHOSTADDR"]
        let port = settings["port", "PGPORT"]
        let database = settings["dbname", "PGDATABASE"]
        let service = settings["service", "PGSERVICE"]
        guard host != nil || port != nil || database != nil else {
            return service.map { "of the PostgreSQL service \($0)" } ?? "that libpq's defaults name"
        }
        // Without a host, libpq goes to this machine's socket.
        return (host ?? "on this machine's socket") + (port.map { ":\($0)" } ?? "") + (database.map { "/\($0)" } ?? "")
    }

    /// Who connects where, as `conninfo` and the `PG*` variables say without connecting:
    /// `role@host:port/database`, with libpq's defaults for what they leave out (the login
    /// name, this machine's socket, 5432, a database named as the role). Two connection
    /// strings that reach one role on one database mostly give one identity; one given
    /// as a URI and another as keywords may not, which costs a second copy, never a wrong one.
    public static func identity(_ conninfo: String, environment: [String: String]) -> String {
        let settings = ConnectionSettings(conninfo, environment: environment)
        let setting = { (keyword: String, variable: String) in settings[keyword, variable] }
        let login = getpwuid(geteuid()).flatMap { $0.pointee.pw_name.map { String(cString: $0) } } ?? "unknown"
        let role = setting("user", "PGUSER") ?? login
        let host = setting("host", "PGHOST") ?? setting("hostaddr", "PGHOSTADDR") ?? "socket"
        let service = setting("service", "PGSERVICE").map { "service=\($0)," } ?? ""
        return "\(service)\(role)@\(host):\(setting("port", "PGPORT") ?? "5432")/\(setting("dbname", "PGDATABASE") ?? role)"
    }
}
