import Foundation
import Glibc
import PostgresClient
import TodoApp

/// Issue 28: 50 clients with one list open on the server, together making 100 changes a
/// second for a minute (`--load-clients`, `--load-rate` and `--load-seconds` for others).
///
/// Some clients are the real todo-tui in pseudo-terminals (`--load-interfaces`, 8 by
/// default: each reads the list again at every change it hears of, and 50 of them would
/// be 50 such processes on this machine's two cores); the others are the app's store in
/// this process, each with a connection that listens to the list's channel and reads the
/// list's first and last rows and its count through the store when woken (see
/// ``StoreLoadClient``). The store clients make the changes, each its share in turn,
/// through a store of its own: edit a todo at the top of the list (a new title; every
/// other time done or not too), add one at the end, edit the top one again, delete the
/// one it added. Half the clients are the list's owner, half a role it is shared with.
///
/// Every change's title says which it is, so each client notes when it first shows it:
/// the time to that from the change's statement being sent, and from the server's answer
/// that it was committed (the commit lies between the two). The interfaces show the top of
/// the list, so only the edits are timed on them. At the end the server's list is read,
/// checked against every change made (none lost, none twice: one revision per statement),
/// and every client must come to show it. What the server spent its time on is printed,
/// statement by statement.
@MainActor
enum ServerLoadBenchmark {
    static let listName = "Shared"
    static let startingTodos = 1_000
    struct Options {
        var clients = 50
        var interfaces = 8
        var changesPerSecond = 100
        var seconds = 60
    }

    static func run(binary: String, server: BenchmarkServer, options: Options) async throws -> [Measurement] {
        let owner = BenchmarkServer.owner
        let listID = try ServerListData.fill(listName, count: startingTodos, owner: owner, on: server)
        try server.run(binary, role: owner, ["share", listName, "--with", BenchmarkServer.sharer])
        let roles = (0..<options.clients).map { $0.isMultiple(of: 2) ? owner : BenchmarkServer.sharer }
        let name = { (role: String) in role == owner ? listName : "\(listName) · \(owner)" }
        var stopEnds: [Int32] = [-1, -1]
        guard pipe(&stopEnds) == 0 else { fatalError("pipe: \(String(cString: strerror(errno)))") }
        defer { stopEnds.forEach { close($0) } }
        for end in stopEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }

        let interfaces = roles.prefix(options.interfaces).map { role in
            InterfaceLoadClient(binary: binary, server: server, role: role, list: name(role))
        }
        // Whatever ends the run, the programs end with it, and their homes go.
        defer { interfaces.forEach { $0.stop() } }
        for interface in interfaces where !interface.waitForTheList(count: startingTodos) {
            fatalError("An interface client never showed the list:\n\(interface.screen.lines.joined(separator: "\n"))")
        }
        let stores = try roles.dropFirst(options.interfaces).map { role in
            try StoreLoadClient(server: server, role: role, list: name(role), listID: listID, stop: stopEnds[0])
        }
        interfaces.forEach { $0.start() }
        stores.forEach { $0.start() }

        let writers = try LoadWriters(server: server, listID: listID, stores: stores, seconds: options.seconds)
        let loadBefore = MachineLoad.averages
        report(["server load: \(options.clients) clients (\(interfaces.count) todo-tui interfaces, \(stores.count) store clients), "
            + "\(options.changesPerSecond) changes a second for \(options.seconds) s; load average before: \(loadBefore)"])
        let interfaceProcesses = interfaces.map(\.program.pid)
        try ServerStatements.startCounting(on: server)
        let costBefore = LoadCost.now(server: server, interfaces: interfaceProcesses)
        let readsBefore = stores.map(\.reads)
        let began = ContinuousClock.now
        let changes = await writers.run(perSecond: options.changesPerSecond)
        let cost = LoadCost.now(server: server, interfaces: interfaceProcesses).line(since: costBefore)
        let elapsed = TimeUnit.milliseconds.value(of: .now - began) / 1000
        let readRates = zip(stores.map(\.reads), readsBefore).map { Double($0 - $1) / elapsed }
        let statements = try ServerStatements.lines(on: server)
        let lastCommit = changes.compactMap(\.committed).max() ?? .now

        // What every client must come to show: the server's list, as it now is.
        let truth = try LoadWriters.rows(of: listID, on: server)
        let check = try writers.check(truth, changes: changes)
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
        var stop: UInt8 = 1
        _ = write(stopEnds[1], &stop, 1)
        for store in stores { await store.stop() }
        interfaces.forEach { $0.stop() }

        let agreeing = agreed.compactMap { $0 }
        let settled = agreeing.max().map { TimeUnit.milliseconds.value(of: $0 - lastCommit) } ?? .nan
        report(check.lines + [
            cost,
            "  a store client read its view \(String(format: "%.1f", Measurement(name: "", samples: readRates, unit: "", statistic: .median, target: nil).median)) "
                + "times a second (median of the clients)",
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
        let measurements = check.measurements + latencies(changes, interfaces: interfaces, stores: stores) + [
            Measurement(
                name: "server load: clients not showing the server's list at the end", samples: [Double(agreed.count - agreeing.count)],
                unit: "", statistic: .total, target: 1
            ),
        ]
        report(measurements.map(\.line))
        return measurements
    }

    /// From each change sent to each client showing it: the medians the target is on, and
    /// how many of the changes each kind of client saw at all (an edit made again before
    /// a client read the list is never shown by it, nor has to be).
    static func latencies(_ changes: [LoadChange], interfaces: [InterfaceLoadClient], stores: [StoreLoadClient]) -> [Measurement] {
        let sent = Dictionary(uniqueKeysWithValues: changes.filter { $0.committed != nil }.map { ($0.number, $0) })
        func delays(_ logs: [SightingLog], kinds: Set<LoadChange.Kind>) -> (samples: [Double], fromCommit: [Double], seen: Int, expected: Int) {
            var samples: [Double] = []
            var fromCommit: [Double] = []
            let expected = sent.values.filter { kinds.contains($0.kind) }.count * logs.count
            for log in logs {
                for (number, at) in log.sightings {
                    guard let change = sent[number], kinds.contains(change.kind), let committed = change.committed else { continue }
                    samples.append(TimeUnit.milliseconds.value(of: at - change.sent))
                    fromCommit.append(TimeUnit.milliseconds.value(of: at - committed))
                }
            }
            return (samples, fromCommit, samples.count, expected)
        }
        let onInterfaces = delays(interfaces.map(\.sightings), kinds: [.edit])
        let onStores = delays(stores.map(\.sightings), kinds: [.edit, .add])
        let all = onInterfaces.samples + onStores.samples
        var lines: [String] = []
        for (what, figures) in [("interfaces (edits)", onInterfaces), ("store clients (edits, adds)", onStores)] {
            let share = figures.expected == 0 ? 0 : 100 * Double(figures.seen) / Double(figures.expected)
            let sorted = figures.samples.sorted()
            let slowest = sorted.last ?? .nan
            lines.append("  \(what): shown \(figures.seen) of \(figures.expected) changes × clients (\(String(format: "%.0f", share))%), "
                + "p99 \(String(format: "%.0f", sorted.isEmpty ? .nan : sorted[sorted.count * 99 / 100])) ms, slowest \(String(format: "%.0f", slowest)) ms")
        }
        report(lines)
        return [
            Measurement(name: "server load: a change sent to it shown, median, every client", samples: all, unit: "ms", statistic: .median, target: 200),
            Measurement(name: "server load: a change sent to it shown, median, interfaces", samples: onInterfaces.samples, unit: "ms", statistic: .median, target: 200),
            Measurement(name: "server load: a change sent to it shown, median, store clients", samples: onStores.samples, unit: "ms", statistic: .median, target: 200),
            Measurement(
                name: "server load: a change's commit answered to it shown, median, every client",
                samples: onInterfaces.fromCommit + onStores.fromCommit, unit: "ms", statistic: .median, target: 200
            ),
            Measurement(name: "server load: a change sent to it shown, slowest, every client", samples: all, unit: "ms", statistic: .maximum, target: 1_000),
        ]
    }
}
