import Foundation

/// How long the load's changes took to show on the clients that did not make them: from
/// the change made (its writer's store returned: in its copy and outbox) to each other
/// client first showing it, and from its commit on the server to the same sighting.
///
/// A change made again before a client read the list is never shown by it, nor has to
/// be, so each kind of client says how many of the changes it saw at all.
enum LoadLatencies {
    /// The sightings of one kind of client: what it showed, and which writer it is (a
    /// store client is writer i; an interface none), whose own changes are not counted.
    struct Clients {
        var what: String
        var logs: [(log: SightingLog, writer: Int?)]
        var kinds: Set<LoadChange.Kind>
    }

    static func measurements(_ changes: [LoadChange], interfaces: Clients, stores: Clients) -> [Measurement] {
        let made = Dictionary(uniqueKeysWithValues: changes.filter { $0.failure == nil }.map { ($0.number, $0) })
        func delays(_ clients: Clients) -> (fromMade: [Double], fromCommit: [Double], expected: Int) {
            var fromMade: [Double] = []
            var fromCommit: [Double] = []
            var expected = 0
            for (log, writer) in clients.logs {
                expected += made.values.filter { clients.kinds.contains($0.kind) && $0.writer != writer }.count
                for (number, at) in log.sightings {
                    guard let change = made[number], clients.kinds.contains(change.kind), change.writer != writer else { continue }
                    fromMade.append(TimeUnit.milliseconds.value(of: at - change.made))
                    if let committed = change.committed { fromCommit.append(TimeUnit.milliseconds.value(of: at - committed)) }
                }
            }
            return (fromMade, fromCommit, expected)
        }
        let onInterfaces = delays(interfaces)
        let onStores = delays(stores)
        var lines: [String] = []
        for (clients, figures) in [(interfaces, onInterfaces), (stores, onStores)] {
            let share = figures.expected == 0 ? 0 : 100 * Double(figures.fromMade.count) / Double(figures.expected)
            let sorted = figures.fromMade.sorted()
            let at = { (part: Int) in sorted.isEmpty ? Double.nan : sorted[min(sorted.count - 1, sorted.count * part / 100)] }
            lines.append("  \(clients.what): shown \(figures.fromMade.count) of \(figures.expected) changes × clients "
                + "(\(String(format: "%.0f", share))%); from made: p90 \(String(format: "%.0f", at(90))) ms, "
                + "p99 \(String(format: "%.0f", at(99))) ms, slowest \(String(format: "%.0f", sorted.last ?? .nan)) ms")
        }
        report(lines)
        let all = onInterfaces.fromMade + onStores.fromMade
        return [
            Measurement(name: "server load: a change made to it shown elsewhere, median, every client", samples: all, unit: "ms", statistic: .median, target: 200),
            Measurement(name: "server load: a change made to it shown elsewhere, median, interfaces", samples: onInterfaces.fromMade, unit: "ms", statistic: .median, target: 200),
            Measurement(name: "server load: a change made to it shown elsewhere, median, store clients", samples: onStores.fromMade, unit: "ms", statistic: .median, target: 200),
            Measurement(
                name: "server load: a change's commit to it shown, median, every client",
                samples: onInterfaces.fromCommit + onStores.fromCommit, unit: "ms", statistic: .median, target: nil
            ),
            Measurement(name: "server load: a change's commit to it shown, median, interfaces", samples: onInterfaces.fromCommit, unit: "ms", statistic: .median, target: nil),
            Measurement(name: "server load: a change made to it shown elsewhere, slowest", samples: all, unit: "ms", statistic: .maximum, target: 1_000),
        ]
    }
}
