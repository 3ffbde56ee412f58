import Foundation
import PostgresClient
import PostgresTesting
import TerminalTesting
@testable import TodoApp

/// One chaos run: a throwaway server with one shared list, client processes changing it
/// through links the run cuts and blackholes, clients killed and started again, all from
/// one seed; then every link restored, a wait until every copy equals the server's list,
/// and the checks of ``ChaosVerdict``. Prints the seed, the counts and what was wrong.
struct ChaosRun {
    struct Options {
        var seed: UInt64
        var clients: Int
        /// How long the clients make changes, cuts and kills happening meanwhile.
        var length: Duration
        var cuts: Int
        var kills: Int
        /// The mean pause between a client's changes.
        var meanPause: Duration
        /// How long every copy may take to equal the server's list once all is restored.
        var convergeWithin: Duration
        /// Keeps the run's directory (journals, copies, clients' errors) to look at.
        var keep: Bool
    }

    let options: Options
    /// The list: Ada's, shared with Grace and Eve to change.
    static let list = "Groceries"
    private static let roles: [TestRole] = [.ada, .grace, .eve]

    /// Runs it; the exit status: 0 when every check passed, 1 when one failed.
    func run() async throws -> Int32 {
        let plan = ChaosPlan(seed: options.seed, clients: options.clients, length: options.length, cuts: options.cuts, kills: options.kills)
        say("todo-tui-chaos: seed \(options.seed), \(options.clients) clients, \(Self.seconds(options.length)) of changes, "
            + "\(plan.cuts) link cuts (\(plan.blackholes) blackholed), \(plan.kills) client kills")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("todo-tui-chaos-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let cluster = try await PostgresCluster.start()
        let outcome: Result<Int32, any Error>
        do {
            outcome = .success(try await run(plan, on: cluster, in: directory))
        } catch {
            outcome = .failure(error)
        }
        await cluster.stop()
        if options.keep {
            say("  kept: \(directory.path)")
        } else {
            try? FileManager.default.removeItem(at: directory)
        }
        return try outcome.get()
    }

    private func run(_ plan: ChaosPlan, on cluster: PostgresCluster, in directory: URL) async throws -> Int32 {
        let database = try await TodoTestDatabase.make(on: cluster)
        let owner = ServerTodoStore(conninfo: database.conninfo(as: .ada), environment: [:])
        try await owner.save(Self.firstTodos(), for: Self.list)
        try await owner.share(Self.list, with: TestRole.grace.rawValue, readOnly: false)
        try await owner.share(Self.list, with: TestRole.eve.rawValue, readOnly: false)
        let superuser = try PostgresConnection(connectingTo: cluster.connectionString(database: database.name, user: "postgres"))
        try AuditTrail.install(on: superuser)
        let listID = try superuser.execute("SELECT id FROM todo_tui.lists WHERE name = $1", [Self.list]).int(0, 0)
        let initial = try await owner.todos(for: Self.list)

        let links = try (0..<options.clients).map { _ in try ServerLink(to: cluster) }
        defer { links.forEach { $0.stop() } }
        let clients = try (0..<options.clients).map { index in try client(index, link: links[index], database: database, in: directory) }
        for client in clients {
            try client.start()
            guard await client.waitFor(within: .seconds(60), { $0 == "ready" }) != nil else {
                let log = (try? String(contentsOf: directory.appendingPathComponent("client-\(client.index).log"), encoding: .utf8)) ?? ""
                throw ChaosFailure("client \(client.index) did not open the list within 60 s. \(client.unexpectedEnds.joined(separator: "; ")) \(log)")
            }
        }

        try await play(plan, links: links, clients: clients)
        let (converged, unconverged) = try await converge(links: links, clients: clients, owner: owner)
        for client in clients { client.quit() }
        for client in clients {
            let ended = await eventually(within: .seconds(30), pollingEvery: .milliseconds(20)) { !client.isRunning }
            if !ended { await client.kill() }
        }

        let journals = try Dictionary(uniqueKeysWithValues: clients.map { ($0.index, try JournalReader.read(journal(of: $0.index, in: directory))) })
        let record = try AuditTrail.read(list: Int64(listID), on: superuser)
        let server = try await owner.todos(for: Self.list)
        let verdict = ChaosVerdict(journals: journals, initial: initial, record: record, server: server)
        let violations = clients.flatMap(\.unexpectedEnds) + unconverged + verdict.violations
        report(verdict.counts, plan: plan, converged: converged, todos: server.count)
        guard violations.isEmpty else {
            say("FAILED: \(violations.count) violation\(violations.count == 1 ? "" : "s") (seed \(options.seed)):")
            violations.prefix(30).forEach { say("  - \($0)") }
            if violations.count > 30 { say("  … and \(violations.count - 30) more") }
            return 1
        }
        say("passed")
        return 0
    }

    /// Cuts, restores, kills and starts, each at its moment.
    private func play(_ plan: ChaosPlan, links: [ServerLink], clients: [ClientProcess]) async throws {
        let clock = ContinuousClock()
        let start = clock.now
        for (at, step) in plan.steps {
            try await clock.sleep(until: start + at)
            switch step {
            case .cut(let client, let cut): try await onOwnThread { links[client].cut(cut) }
            case .restore(let client): try await onOwnThread { links[client].restore() }
            case .kill(let client): await clients[client].kill()
            case .start(let client): try clients[client].start()
            }
        }
        try await clock.sleep(until: start + options.length)
    }

    /// Restores every link, stops every client's changes, and waits until each copy equals
    /// the server's list with nothing left to send: how long that took, or why it did not.
    private func converge(links: [ServerLink], clients: [ClientProcess], owner: ServerTodoStore) async throws -> (Duration?, [String]) {
        try await onOwnThread { links.forEach { $0.restore() } }
        for client in clients where !client.isRunning { try client.start() }
        let clock = ContinuousClock()
        let restored = clock.now
        for client in clients {
            client.send("stop")
            guard await client.waitFor(within: .seconds(60), { $0 == "stopped" }) != nil else {
                return (nil, ["client \(client.index) did not stop its changes within 60 s"])
            }
        }
        var differences: [String] = []
        let converged = await eventually(within: options.convergeWithin, pollingEvery: .milliseconds(250)) {
            guard let server = try? await owner.todos(for: Self.list).map(StoredValues.init) else { return false }
            differences = []
            for client in clients {
                guard let answer = await client.ask("report", within: .seconds(30)),
                      let report = try? JSONDecoder().decode(ClientReport.self, from: Data(answer.utf8))
                else {
                    differences.append("client \(client.index) did not report its copy")
                    continue
                }
                if report.unsent > 0 || report.isAway || report.todos != server {
                    differences.append("client \(client.index): \(report.unsent) changes unsent, \(report.isAway ? "away" : "not away"), "
                        + "copy of \(report.todos.count) todos \(report.todos == server ? "equal to" : "unlike") the server's \(server.count): "
                        + Self.firstDifference(report.todos, server))
                }
            }
            return differences.isEmpty
        }
        return converged ? (clock.now - restored, []) : (nil, ["not every copy equals the server's list \(Self.seconds(options.convergeWithin)) after all was restored:"] + differences)
    }

    private func report(_ counts: ChaosVerdict.Counts, plan: ChaosPlan, converged: Duration?, todos: Int) {
        say("  changes made: \(counts.made), applied: \(counts.applied); not applied: \(counts.deletedElsewhere) deleted elsewhere "
            + "(each told to its maker), \(counts.notMade) not made (its todo already gone from the copy), "
            + "\(counts.cutShort) cut short by a kill before it was known to be made")
        say("  applied and on the server: \(counts.reflected) (\(counts.notesMerged) with a note merged with another's); "
            + "superseded: \(counts.lastToReach) by a later change to the same field (the last to reach the server), "
            + "\(counts.deletedLater) by a later delete")
        say("  faults: \(plan.cuts) link cuts (\(plan.cuts - plan.blackholes) reset, \(plan.blackholes) blackholed), \(plan.kills) client kills (SIGKILL)")
        if let converged {
            say("  converged \(Self.seconds(converged)) after all was restored: \(options.clients) copies equal the server's list of \(todos) todos")
        }
    }

    // MARK: - Setting up

    private func client(_ index: Int, link: ServerLink, database: TodoTestDatabase, in directory: URL) throws -> ClientProcess {
        let role = Self.roles[index % Self.roles.count]
        let list = role == .ada ? Self.list : ServerListName.joined(Self.list, owner: TestRole.ada.rawValue)
        let program = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let arguments = [
            program, "client", "--index", "\(index)", "--conninfo", link.conninfo(for: role, database: database.name), "--list", list,
            "--data-dir", directory.appendingPathComponent("client-\(index)").path,
            "--journal", journal(of: index, in: directory).path, "--seed", "\(options.seed)",
            "--mean-pause-ms", "\(Int(options.meanPause / .milliseconds(1)))",
        ]
        return ClientProcess(index: index, arguments: arguments, log: directory.appendingPathComponent("client-\(index).log"))
    }

    private func journal(of client: Int, in directory: URL) -> URL {
        directory.appendingPathComponent("client-\(client).journal")
    }

    /// The list before the clients start: a few todos, some done, with notes and dates.
    private static func firstTodos() -> [Todo] {
        (0..<10).map { number in
            Todo(
                title: "first \(number)", note: number % 3 == 0 ? "note \(number)" : "", isDone: number % 4 == 0, position: number,
                priority: TodoPriority(rawValue: number % 4) ?? .none, dueDate: number % 2 == 0 ? TodoDay(year: 2030, month: 1, day: number + 1) : nil
            )
        }
    }

    private static func firstDifference(_ copy: [StoredValues], _ server: [StoredValues]) -> String {
        guard let index = zip(copy, server).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
            ?? (copy.count == server.count ? nil : min(copy.count, server.count)) else {
            return "none"
        }
        let mine = index < copy.count ? "\(copy[index].todo)" : "nothing"
        let theirs = index < server.count ? "\(server[index].todo)" : "nothing"
        return "first at \(index): \(mine) where the server has \(theirs)"
    }

    static func seconds(_ duration: Duration) -> String {
        String(format: "%.1f s", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }
}

func say(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}
