import Foundation
import PostgresClient
import TodoApp

/// The changes of the load, made by the store clients through their own stores, each into
/// its copy and outbox, as a user's keys make them (the store sends them on): writer w
/// edits the todo at position w + 1 (at the top of the list), adds one at the end, edits
/// the top one again and marks it done or not, and deletes the one it added, in turn, at
/// its times (change n is due n / rate seconds after the start, writer n mod the number
/// of writers making it). It keeps what it made, and ``check(_:changes:)`` compares the
/// server's list with that.
@MainActor
final class LoadWriters {
    let server: BenchmarkServer
    let listID: Int64
    let stores: [StoreLoadClient]
    let seconds: Int
    /// The list before the load, in its order.
    private let before: [LoadRow]
    let revisionBefore: Int
    /// What each writer left: its top todo, and the todo it added and has not deleted.
    private var left: [(top: LoadRow, added: (row: LoadRow, position: Int)?)] = []

    init(server: BenchmarkServer, listID: Int64, stores: [StoreLoadClient], seconds: Int) throws {
        (self.server, self.listID, self.stores, self.seconds) = (server, listID, stores, seconds)
        before = try Self.rows(of: listID, on: server)
        revisionBefore = try Self.revision(of: listID, on: server)
        precondition(before.count >= stores.count, "Fewer todos than writers")
    }

    /// Makes `perSecond` changes a second for `seconds`, and returns them in order.
    func run(perSecond: Int) async -> [LoadChange] {
        let start = ContinuousClock.now + .milliseconds(200)
        let end = start + .seconds(seconds)
        let writers = stores.count
        let made = await withTaskGroup(of: (Int, [LoadChange], LoadRow, (row: LoadRow, position: Int)?).self) { group in
            for (writer, client) in stores.enumerated() {
                let top = before[writer]
                group.addTask {
                    var changes: [LoadChange] = []
                    var top = top
                    var added: (row: LoadRow, position: Int)?
                    for turn in 0... {
                        let number = turn * writers + writer
                        let due = start + .microseconds(Int64(number) * 1_000_000 / Int64(perSecond))
                        guard due < end else { break }
                        try? await Task.sleep(until: due, clock: .continuous)
                        let title = LoadChange.title(number: number, writer: writer)
                        let kind: LoadChange.Kind = turn % 4 == 1 ? .add : turn % 4 == 3 ? .delete : .edit
                        let asked = ContinuousClock.now
                        var todoID = top.id
                        var failure: String?
                        do {
                            switch kind {
                            case .edit:
                                let isDone = turn % 4 == 2 ? !top.isDone : top.isDone
                                let changes = TodoChanges(title: title, isDone: isDone, updatedAt: Date())
                                if try await client.store.update(id: top.id, with: changes, for: client.list) {
                                    top = LoadRow(id: top.id, title: title, isDone: isDone)
                                } else {
                                    failure = "the todo to edit was not found"
                                }
                            case .add:
                                let position = 2_000_000 + number
                                let todo = Todo(title: title, position: position)
                                todoID = todo.id
                                try await client.store.save(todo, for: client.list)
                                added = (LoadRow(id: todo.id, title: title, isDone: false), position)
                            case .delete:
                                guard let row = added?.row else { continue }
                                todoID = row.id
                                try await client.store.delete(id: row.id, for: client.list)
                                added = nil
                            }
                        } catch {
                            failure = "\(error)"
                        }
                        changes.append(LoadChange(
                            number: number, writer: writer, kind: kind, todoID: todoID, asked: asked, made: .now, failure: failure
                        ))
                    }
                    return (writer, changes, top, added)
                }
            }
            var made: [(Int, [LoadChange], LoadRow, (row: LoadRow, position: Int)?)] = []
            for await writer in group { made.append(writer) }
            return made.sorted { $0.0 < $1.0 }
        }
        left = made.map { ($0.2, $0.3) }
        return made.flatMap { $0.1 }.sorted { $0.number < $1.number }
    }

    /// Waits until every writer's outbox is empty, or `timeout` passed: how many changes
    /// still wait. A store that found the server slow to answer says it is away and stops
    /// waiting (as a command does); the benchmark asks it again until the end.
    func sendWaiting(within timeout: Duration) async -> Int {
        let deadline = ContinuousClock.now + timeout
        return await withTaskGroup(of: Int.self) { group in
            for client in stores {
                group.addTask {
                    while true {
                        let left = await client.store.sendWaitingChanges(within: max(.zero, deadline - .now))
                        if left == 0 || ContinuousClock.now >= deadline { return left }
                        try? await Task.sleep(for: .milliseconds(200))
                    }
                }
            }
            var left = 0
            for await waiting in group { left += waiting }
            return left
        }
    }

    /// Compares the server's list with what the writers made, and the list's revisions
    /// with the changes made (one each: a change applied twice would make two, one lost
    /// none).
    /// With changes still `unsent`, neither can be told: the check is a miss.
    func check(_ truth: [LoadRow], changes: [LoadChange], unsent: Int) throws -> (lines: [String], measurements: [Measurement]) {
        var expected = before
        for (writer, what) in left.enumerated() { expected[writer] = what.top }
        expected += left.compactMap(\.added).sorted { $0.position < $1.position }.map(\.row)
        let made = changes.filter { $0.failure == nil }
        let failed = changes.filter { $0.failure != nil }
        let revisions = try Self.revision(of: listID, on: server) - revisionBefore
        let missing = Set(expected.map(\.id)).subtracting(truth.map(\.id)).count
        let extra = Set(truth.map(\.id)).subtracting(expected.map(\.id)).count
        let differing = zip(expected, truth).filter { $0 != $1 }.count + abs(expected.count - truth.count)
        let wrong = unsent > 0 ? .nan : Double((truth == expected ? 0 : max(1, differing)) + abs(revisions - made.count))
        let median = { (samples: [Double]) in
            String(format: "%.1f", Measurement(name: "", samples: samples, unit: "", statistic: .median, target: nil).median)
        }
        let saves = made.map { TimeUnit.milliseconds.value(of: $0.made - $0.asked) }
        let toCommit = made.compactMap { change in change.committed.map { TimeUnit.milliseconds.value(of: $0 - change.made) } }
        let toHeard = made.compactMap { change in
            change.heard.flatMap { heard in change.committed.map { TimeUnit.milliseconds.value(of: heard - $0) } }
        }
        // Over the time the changes took, which is longer than asked for when they fall behind.
        let first = changes.map(\.asked).min() ?? .now
        let rate = { (last: ContinuousClock.Instant?, count: Int) in
            Double(count) / max(TimeUnit.milliseconds.value(of: (last ?? first) - first) / 1000, 1)
        }
        let madeRate = rate(made.map(\.made).max(), made.count)
        let committed = made.compactMap(\.committed)
        let commitRate = rate(committed.max(), committed.count)
        var lines = [
            "  \(made.count) changes made (\(made.filter { $0.kind == .edit }.count) edits, "
                + "\(made.filter { $0.kind == .add }.count) adds, \(made.filter { $0.kind == .delete }.count) deletions), "
                + "\(String(format: "%.1f", madeRate)) a second over the time they took; \(failed.count) failed; "
                + "a change's save into its writer's copy took \(median(saves)) ms (median)",
            "  committed on the server: \(String(format: "%.1f", commitRate)) a second; from made to committed \(median(toCommit)) ms "
                + "(median; \(toCommit.count) commits dated), from committed to a listener told \(median(toHeard)) ms",
            "  the server's list: \(truth.count) todos, \(truth == expected ? "exactly" : "NOT") what the changes made "
                + "(\(missing) missing, \(extra) extra, \(differing) differing); \(revisions) revisions for \(made.count) changes"
                + (unsent > 0 ? " (\(unsent) never sent: whether any was lost or applied twice cannot be told)" : ""),
        ]
        if let failure = failed.first?.failure { lines.append("  the first failure: \(failure)") }
        return (lines, [
            Measurement(name: "server load: changes made a second", samples: [madeRate], unit: "", statistic: .total, target: nil),
            Measurement(name: "server load: changes committed a second", samples: [commitRate], unit: "", statistic: .total, target: nil),
            Measurement(name: "server load: a change made to its commit, median", samples: toCommit, unit: "ms", statistic: .median, target: nil),
            Measurement(name: "server load: changes lost or applied twice", samples: [wrong], unit: "", statistic: .total, target: 1),
        ])
    }

    /// The list's todos in its order, as the server has them (read as a superuser).
    static func rows(of listID: Int64, on server: BenchmarkServer) throws -> [LoadRow] {
        let result = try server.superuser().execute(
            "SELECT id, title, is_done FROM todo_tui.todos WHERE list_id = $1 ORDER BY position, id", [listID]
        )
        return (0..<result.count).map { LoadRow(id: result.uuid($0, 0)!, title: result.string($0, 1), isDone: result.bool($0, 2)) }
    }

    static func revision(of listID: Int64, on server: BenchmarkServer) throws -> Int {
        try server.superuser().execute("SELECT revision FROM todo_tui.lists WHERE id = $1", [listID]).int(0, 0)
    }
}
