import Foundation
import PostgresTesting
import TerminalTesting
import Testing

/// A PostgreSQL server of one test's own, made ready as the README says: a database
/// `todos` owned by the role `admin`, who ran `todo-tui setup` there, and the people
/// `ada`, `grace` and `eve`, login roles with nothing more. The built binary, `psql` and
/// the interface in tmux run against it as any of them.
///
/// A cluster of its own, not one shared: some tests stop its server. ``stop()`` stops and
/// removes it; a test that throws before leaves that to the sandbox's release.
///
/// ```swift
/// let server = try await ServerSandbox.start()
/// try await server.succeeding(as: "ada", "add", "--user", "Groceries", "Milk")
/// let app = try await server.interface(as: "grace", "--user", "Groceries · ada")
/// …
/// await server.stop()
/// ```
final class ServerSandbox {
    static let people = ["ada", "grace", "eve"]

    let cluster: PostgresCluster
    let binary: TodoTUIBinary
    let home: TemporaryDirectory

    private init(cluster: PostgresCluster, binary: TodoTUIBinary, home: TemporaryDirectory) {
        self.cluster = cluster
        self.binary = binary
        self.home = home
    }

    /// Starts the server and sets it up; throws, having stopped it, if any step fails.
    static func start(sourceLocation: SourceLocation = #_sourceLocation) async throws -> ServerSandbox {
        let sandbox = ServerSandbox(cluster: try await PostgresCluster.start(), binary: try TodoTUIBinary.locate(), home: try TemporaryDirectory())
        let roles = (["admin"] + people).map { "CREATE ROLE \($0) LOGIN" }
        // Each -c is a transaction of its own: CREATE DATABASE may not run inside one.
        let made = try await sandbox.psql(as: "postgres", database: "postgres", roles + ["CREATE DATABASE todos OWNER admin"])
        try #require(made.status == 0, "making the roles and the database failed: \(made.errorOutput)", sourceLocation: sourceLocation)
        let setUp = try await sandbox.run(as: "admin", "setup")
        try #require(setUp.status == 0, "todo-tui setup failed: \(setUp.errorOutput)", sourceLocation: sourceLocation)
        return sandbox
    }

    /// Stops the server and removes its directory, waiting on a thread of its own. Call it
    /// at the end of a test: releasing the sandbox does the same, but blocks the thread it
    /// happens on, one of the few that every test's tasks share.
    func stop() async {
        await cluster.stop()
    }

    /// The server as `psql` and `--server` name it for `role`: its socket's directory,
    /// its port, the database and the role.
    func conninfo(as role: String, database: String = "todos") -> String {
        "host=\(cluster.directory.path) port=\(cluster.port) dbname=\(database) user=\(role)"
    }

    /// Where the server's messages say the lists are (`ServerTodoStore.serverName`).
    var serverName: String { "\(cluster.directory.path):\(cluster.port)/todos" }

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
    func psql(as role: String, database: String = "todos", _ statements: [String]) async throws -> ProcessResult {
        let arguments = ["-X", "-At", "-v", "ON_ERROR_STOP=1", "-d", conninfo(as: role, database: database)]
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
