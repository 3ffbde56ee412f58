import Foundation
import Glibc
import PostgresClient
import TodoApp

/// Issues 28 and 29: 50 clients with one list open on the server, together making 100
/// changes a second for a minute (`--load-clients`, `--load-rate` and `--load-seconds` for
/// others), each client what a user runs: a copy of the list on its machine, kept in step
/// by the server's change feed, and changes made to the copy and sent from its outbox.
///
/// Some clients are the real todo-tui in pseudo-terminals, each with a home of its own
/// (`--load-interfaces`, 8 by default: 50 such processes would not fit beside the server on
/// this machine's two cores); the others are the app's ``SyncedTodoStore`` in this
/// process, each with a data directory of its own, as on machines of their own, reading
/// the list's first and last rows and its count from its copy each time the store says the
/// list changed (see ``StoreLoadClient``). The store clients make the changes, each its
/// share in turn, through its own store: edit a todo at the top of the list (a new title;
/// every other time done or not too), add one at the end, edit the top one again, delete
/// the one it added. Half the clients are the list's owner, half a role it is shared with.
///
/// Every change's title says which it is, so each client notes when it first shows it: the
/// time to that from the change made (its writer's store returned, the change in its copy
/// and outbox), and from its commit on the server (``CommitWatch``). The interfaces show
/// the top of the list, so only the edits are timed on them. At the end, once every outbox
/// is empty, the server's list is read, checked against every change made (none lost, none
/// twice: one revision each), and every client must come to show it. What the server spent
/// its time on is printed, statement by statement.
@MainActor
enum ServerLoadBenchmark {
    static let listName = "Shared"
    static let startingTodos = 1_000
    /// How long the writers' outboxes may take to empty once the last change is made: at a
    /// third of the rate asked for, a minute's changes take two minutes more.
    static let drainTimeout = Duration.seconds(600)
    struct Options {
        var clients = 50
        var interfaces = 8
        var changesPerSecond = 100
        var seconds = 60
        /// Whether the store clients keep their copies on the disk, beside the server's data,
        /// rather than in memory.
        var copiesOnDisk = false
    }

    static func run(binary: String, server: BenchmarkServer, options: Options) async throws -> [Measurement] {
        let owner = BenchmarkServer.owner
        let listID = try ServerListData.fill(listName, count: startingTodos, owner: owner, on: server)
        try server.run(binary, role: owner, ["share", listName, "--with", BenchmarkServer.sharer])
        let roles = (0..<options.clients).map { $0.isMultiple(of: 2) ? owner : BenchmarkServer.sharer }
        let name = { (role: String) in role == owner ? listName : "\(listName) · \(owner)" }

        let interfaces = roles.prefix(options.interfaces).map { role in
            InterfaceLoadClient(binary: binary, server: server, role: role, list: name(role))
        }
        // Whatever ends the run, the programs end with it, and their homes go.
        defer { interfaces.forEach { $0.stop() } }
        for interface in interfaces where !interface.waitForTheList(count: startingTodos) {
            fatalError("An interface client never showed the list:\n\(interface.screen.lines.joined(separator: "\n"))")
        }
        let copies = StoreLoadClient.copiesDirectory(onDisk: options.copiesOnDisk)
        let stores = try roles.dropFirst(options.interfaces).map { role in
            try StoreLoadClient(server: server, role: role, list: name(role), copiesIn: copies)
        }
        defer { stores.forEach { $0.removeData() } }
        let copying = try await ContinuousClock().measure {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for store in stores { group.addTask { try await store.open() } }
                try await group.waitForAll()
            }
        }
        interfaces.forEach { $0.start() }
        stores.forEach { $0.start() }

        let writers = try LoadWriters(server: server, listID: listID, stores: stores, seconds: options.seconds)
        let commitWatch = try CommitWatch(server: server, listID: listID, after: writers.revisionBefore)
        let loadBefore = MachineLoad.averages
        report(["server load: \(options.clients) clients (\(interfaces.count) todo-tui interfaces, \(stores.count) store clients, "
            + "whose copies of the list, in \(copies.path), took \(String(format: "%.1f", TimeUnit.milliseconds.value(of: copying) / 1000)) s to make, together), "
            + "\(options.changesPerSecond) changes a second for \(options.seconds) s; load average before: \(loadBefore)"])
        let interfaceProcesses = interfaces.map(\.program.pid)
        try ServerStatements.startCounting(on: server)
        let costBefore = LoadCost.now(server: server, interfaces: interfaceProcesses)
        let readsBefore = stores.map(\.reads)
        let began = ContinuousClock.now
        let made = await writers.run(perSecond: options.changesPerSecond)
        let lastMade = made.map(\.made).max() ?? .now
        let unsent = await writers.sendWaiting(within: drainTimeout)
        let drained = TimeUnit.milliseconds.value(of: .now - lastMade) / 1000
        let cost = LoadCost.now(server: server, interfaces: interfaceProcesses).line(since: costBefore)
        let elapsed = TimeUnit.milliseconds.value(of: .now - began) / 1000
        let readRates = zip(stores.map(\.reads), readsBefore).map { Double($0 - $1) / elapsed }
        let statements = try ServerStatements.lines(on: server)
        // The watch reads the last commits' rows once told of them.
        let lastRevision = try LoadWriters.revision(of: listID, on: server)
        let watchDeadline = ContinuousClock.now + .seconds(10)
        while (commitWatch.commits.last?.revision ?? 0) < lastRevision, ContinuousClock.now < watchDeadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        commitWatch.stop()
        let changes = CommitWatch.dated(made, by: commitWatch.commits)
        let lastCommit = changes.compactMap(\.committed).max() ?? .now

        // What every client must come to show: the server's list, as it now is.
        let truth = try LoadWriters.rows(of: listID, on: server)
        let check = try writers.check(truth, changes: changes, unsent: unsent)
        var agreed: [ContinuousClock.Instant?] = Array(repeating: nil, count: interfaces.count + stores.count)
        let deadline = ContinuousClock.now + .seconds(30)
        while agreed.contains(where: { $0 == nil }) && ContinuousClock.now < deadline {
            for (index, interface) in interfaces.enumerated() where agreed[index] == nil {
                if InterfaceLoadClient.shows(truth, on: interface.screen) { agreed[index] = .now }
            }
            for (index, store) in stores.enumerated() where agreed[interfaces.count + index] == nil {
                if store.view == LoadView(whole: truth) { agreed[interfaces.count + index] = .now }
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        let loadAfter = MachineLoad.averages
        for store in stores { await store.stop() }
        interfaces.forEach { $0.stop() }

        let agreeing = agreed.compactMap { $0 }
        let settled = agreeing.max().map { TimeUnit.milliseconds.value(of: $0 - lastCommit) } ?? .nan
        let median = Measurement(name: "", samples: readRates, unit: "", statistic: .median, target: nil).median
        report(check.lines + [
            "  the writers' outboxes " + (unsent == 0
                ? "emptied \(String(format: "%.1f", drained)) s after the last change was made; "
                : "still held \(unsent) changes \(Int(drainTimeout.components.seconds)) s after the last was made; ")
                + "\(commitWatch.missedRevisions) revisions forgotten by the feed before the commit watch read them",
            cost,
            "  a store client read its view \(String(format: "%.1f", median)) times a second (median of the clients); "
                + "the interfaces drew \(interfaces.map(\.screensDrawn.all).reduce(0, +)) screens, "
                + "\(interfaces.map(\.screensDrawn.offline).reduce(0, +)) of them saying \"offline\"",
        ] + statements + [
            "  \(agreeing.count) of \(agreed.count) clients showed the server's list (\(truth.count) todos) at the end, "
                + "the last \(String(format: "%.0f", max(0, settled))) ms after the last commit; load average after: \(loadAfter)",
        ])
        if agreeing.count < agreed.count {
            let stale = agreed.enumerated().filter { $0.element == nil }.map(\.offset)
            report(["  clients that did not (interfaces first): \(stale)"])
            if let index = stale.first, index < interfaces.count {
                report(["  the first of them shows:"] + interfaces[index].screen.lines.map { "    " + $0 })
            }
        }
        let latencies = LoadLatencies.measurements(
            changes,
            interfaces: .init(what: "interfaces (edits)", logs: interfaces.map { ($0.sightings, nil) }, kinds: [.edit]),
            stores: .init(what: "store clients (edits, adds)", logs: stores.enumerated().map { ($1.sightings, $0) }, kinds: [.edit, .add])
        )
        let measurements = check.measurements + latencies + [
            Measurement(
                name: "server load: changes not sent \(Int(drainTimeout.components.seconds)) s after the last was made", samples: [Double(unsent)],
                unit: "", statistic: .total, target: 1
            ),
            Measurement(
                name: "server load: clients not showing the server's list at the end", samples: [Double(agreed.count - agreeing.count)],
                unit: "", statistic: .total, target: 1
            ),
        ]
        report(measurements.map(\.line))
        return measurements
    }
}
