import Foundation
import PostgresTesting
import TerminalTesting
import Testing

/// A database of one test's own on a PostgreSQL server, made ready as the README says:
/// owned by a role that ran `setup` there (``TestRole/schemaOwner``), and the people
/// `ada`, `grace` and `eve`, login roles with nothing more. The built binary, `psql` and
/// the interface in tmux run against it as any of them.
///
/// The database is on the test process's shared cluster, unless the test stops the
/// server: that one gets a cluster of its own (`ownCluster`). ``stop()`` stops that
/// cluster; the database goes when the sandbox is released.
///
/// ```swift
/// let server = try await ServerSandbox.start()
/// try await server.succeeding(as: "ada", "add", "--user", "Groceries", "Milk")
/// let app = try await server.interface(as: "grace", "--user", "Groceries · ada")
/// …
/// await server.stop()
/// ```
final class ServerSandbox {
    /// The role that owns the database and runs `setup`.
    static let owner = TestRole.schemaOwner.rawValue

    let database: TodoTestDatabase
    let binary: TodoTUIBinary
    let home: TemporaryDirectory
    private let ownsCluster: Bool

    var cluster: PostgresCluster { database.cluster }

    private init(database: TodoTestDatabase, ownsCluster: Bool, binary: TodoTUIBinary, home: TemporaryDirectory) {
        self.database = database
        self.ownsCluster = ownsCluster
        self.binary = binary
        self.home = home
    }

    /// Makes the database, with the schema set up by `todo-tui setup` as its owner unless
    /// `settingUp` is false; on a cluster of the test's own if `ownCluster`. Throws, having
    /// stopped what it started, if a step fails.
    static func start(
        settingUp: Bool = true, ownCluster: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> ServerSandbox {
        let cluster = ownCluster ? try await PostgresCluster.start() : try await PostgresCluster.shared
        let database: TodoTestDatabase
        do {
            database = try await TodoTestDatabase.make(on: cluster, settingUp: false)
        } catch {
            if ownCluster { await cluster.stop() }
            throw error
        }
        let sandbox = ServerSandbox(database: database, ownsCluster: ownCluster, binary: try TodoTUIBinary.locate(), home: try TemporaryDirectory())
        if settingUp {
            let setUp = try await sandbox.run(as: owner, "setup")
            if setUp.status != 0 { await sandbox.stop() }
            try #require(setUp.status == 0, "todo-tui setup failed: \(setUp.errorOutput)", sourceLocation: sourceLocation)
        }
        return sandbox
    }

    /// Stops the test's own cluster, if it has one, waiting on a thread of its own. Call it
    /// at the end of a test: releasing the sandbox does the same, but blocks the thread it
    /// happens on, one of the few that every test's tasks share.
    func stop() async {
        if ownsCluster { await cluster.stop() }
    }

    /// The database as `psql` and `--server` name it for `role`: the server's socket
    /// directory, its port, the database and the role.
    func conninfo(as role: String) -> String {
        cluster.connectionString(database: database.name, user: role)
    }

    /// Where the server's messages say the lists are (`ServerTodoStore.serverName`).
    var serverName: String { "\(cluster.directory.path):\(cluster.port)/\(database.name)" }

    // MARK: The binary

    /// Runs `todo-tui --server <conninfo as role> arguments…`.
    func run(as role: String, _ arguments: String..., input: Data = Data(), environment: [String: String] = [:]) async throws -> ProcessResult {
        try await run(["--server", conninfo(as: role)] + arguments, input: input, environment: environment)
    }

    /// Runs `todo-tui arguments…` as a script would, with no `PG*` variable unless given.
    func run(_ arguments: [String], input: Data = Data(), environment: [String: String] = [:]) async throws -> ProcessResult {
        try await binary.run(arguments, input: input, home: home.url, environment: environment)
    }

    /// Like `run(as:…)`, but records a failure showing standard error unless the run succeeded.
    @discardableResult
    func succeeding(
        as role: String, _ arguments: String..., input: Data = Data(), sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> ProcessResult {
        let result = try await run(["--server", conninfo(as: role)] + arguments, input: input)
        #expect(result.status == 0, "todo-tui \(arguments) as \(role) failed: \(result.errorOutput)", sourceLocation: sourceLocation)
        return result
    }

    /// What `list` prints of `list` for `role`, one todo a line.
    func listed(_ list: String, as role: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> [String] {
        try await succeeding(as: role, "list", "--user", list, sourceLocation: sourceLocation).outputLines
    }

    // MARK: psql

    /// Runs Debian's `psql` as `role`, each statement in `statements` as a `-c` of its own,
    /// printing bare values (`-At`), stopping at the first error.
    func psql(as role: String, _ statements: [String]) async throws -> ProcessResult {
        let arguments = ["-X", "-At", "-v", "ON_ERROR_STOP=1", "-d", conninfo(as: role)]
            + statements.flatMap { ["-c", $0] }
        return try await TodoTUIBinary(url: URL(fileURLWithPath: "/usr/bin/psql")).run(arguments, home: home.url)
    }

    // MARK: The interface

    /// Starts the interface as `role` in a terminal of its own, with `arguments` after
    /// `--server`.
    func interface(as role: String, _ arguments: String..., width: Int = 80, height: Int = 24) async throws -> TmuxSession {
        try await interface(["--server", conninfo(as: role)] + arguments, width: width, height: height)
    }

    /// Starts `todo-tui arguments…` in a terminal of its own, with `environment` on top of
    /// the tests' own.
    func interface(
        _ arguments: [String], environment: [String: String] = [:], width: Int = 80, height: Int = 24
    ) async throws -> TmuxSession {
        let variables = ["HOME": home.url.path].merging(environment) { _, given in given }
            .sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.shellQuoted($0.value))" }
        let words = [binary.url.path] + arguments
        return try await TmuxSession(
            command: (variables + words.map(Self.shellQuoted)).joined(separator: " "), width: width, height: height
        )
    }

    /// `word` as one word for the shell, whatever it holds.
    private static func shellQuoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
