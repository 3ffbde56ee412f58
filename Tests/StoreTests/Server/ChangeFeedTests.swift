import Foundation
import PostgresClient
import PostgresTesting
import Synchronization
import Testing
@testable import TodoApp

/// The change feed (`todo_tui.changes`) with many writers at once: a reader that asks
/// again and again for the changes after the last revision it saw never skips one, since
/// each list's revisions are handed out in commit order (under the list row's lock, held
/// to commit); and the counts the triggers keep agree with the todos.
@Suite(.timeLimit(.minutes(2))) struct ChangeFeedTests {
    @Test func aReaderOfChangesAfterTheLastRevisionItSawMissesNoneWhileManyWrite() async throws {
        let database = try await TodoTestDatabase.make()
        let adas = database.store(as: .ada)
        try await adas.save(Todo(title: "First", position: 0), for: "Groceries")
        try await adas.share("Groceries", with: "grace", readOnly: false)
        let list = try #require(try await adas.existingList("Groceries")).id

        let writing = WritersRunning()
        let reader = Task { try await onOwnThread { try Self.readFeed(of: list, as: database.connect(as: .ada), while: writing) } }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, role) in [TestRole.ada, .ada, .grace, .grace].enumerated() {
                group.addTask { try await Self.writeThroughTheStore(database.store(as: role), writer: index) }
            }
            for index in 0..<3 {
                group.addTask {
                    try await onOwnThread { try Self.writeSlowly(to: list, on: database.connect(as: index == 0 ? .grace : .ada), writer: index) }
                }
            }
            try await group.waitForAll()
        }
        writing.end()
        let batches = try await reader.value

        let check = try database.connect(as: .ada)
        let last = try check.execute("SELECT max(revision) FROM todo_tui.changes WHERE list_id = $1", [list]).int(0, 0)
        let seen = batches.flatMap { $0 }
        #expect(last > 150, "enough writes to tell: \(last)")
        #expect(try check.execute("SELECT revision FROM todo_tui.lists WHERE id = $1", [list]).int(0, 0) == last, "the list's revision")
        #expect(seen == Array(1...last), "every revision once, in order: \(Self.gaps(in: seen, upTo: last))")
        #expect(batches.count > 10, "read as the writes went: \(batches.count) reads")

        let counts = try check.execute("""
            SELECT l.total, l.done, (SELECT count(*) FROM todo_tui.todos t WHERE t.list_id = l.id),
                   (SELECT count(*) FROM todo_tui.todos t WHERE t.list_id = l.id AND t.is_done)
            FROM todo_tui.lists l WHERE l.id = $1
            """, [list])
        #expect(counts.int(0, 0) == counts.int(0, 2), "the list's count of its todos")
        #expect(counts.int(0, 1) == counts.int(0, 3), "the list's count of its done todos")
    }

    /// Reads the revisions after the last one seen until the writers are done, and once
    /// more after; each read's revisions, in the order read.
    private static func readFeed(of list: Int64, as connection: PostgresConnection, while writing: WritersRunning) throws -> [[Int]] {
        var batches: [[Int]] = []
        var last = 0
        while true {
            let wasWriting = writing.areRunning
            let result = try connection.execute(
                "SELECT DISTINCT revision FROM todo_tui.changes WHERE list_id = $1 AND revision > $2 ORDER BY revision", [list, last]
            )
            let revisions = (0..<result.count).map { result.int($0, 0) }
            if let newest = revisions.last {
                batches.append(revisions)
                last = newest
            }
            if !wasWriting { return batches }
        }
    }

    /// The app's writes, through a store: adding one and several, ticking, editing,
    /// moving, deleting.
    private static func writeThroughTheStore(_ store: ServerTodoStore, writer: Int) async throws {
        var mine: [Todo] = []
        for step in 0..<20 {
            let todo = Todo(title: "Writer \(writer) step \(step)", position: 1_000 * writer + step)
            switch step % 5 {
            case 0, 1:
                try await store.save(todo, for: "Groceries")
                mine.append(todo)
            case 2:
                let two = [todo, Todo(title: "Writer \(writer) step \(step) too", isDone: true, position: 1_000 * writer + 500 + step)]
                try await store.save(two, for: "Groceries")
                mine += two
            case 3:
                try await store.update(id: mine[mine.count / 2].id, with: TodoChanges(isDone: step % 2 == 1, position: step, updatedAt: .now), for: "Groceries")
            default:
                try await store.delete(id: mine.removeFirst().id, for: "Groceries")
            }
        }
    }

    /// Transactions that hold their change a moment before committing, so that one that
    /// began later may be ready to commit first: the case a feed numbered before commit
    /// gets wrong.
    private static func writeSlowly(to list: Int64, on connection: PostgresConnection, writer: Int) throws {
        try connection.execute("SELECT set_config('todo_tui.origin', $1, false)", ["slow writer \(writer)"])
        for step in 0..<20 {
            try connection.transaction {
                try connection.execute("""
                    INSERT INTO todo_tui.todos (list_id, id, title, position, created_at, updated_at) VALUES ($1, $2, $3, $4, 0, 0)
                    """, [list, UUID(), "Slow \(writer) step \(step)", 2_000 + 100 * writer + step] as [any PostgresParameter])
                try connection.execute("SELECT pg_sleep($1)", [Double(step % 4) / 200])
                if step % 3 == 0 {
                    try connection.execute("UPDATE todo_tui.todos SET is_done = NOT is_done WHERE list_id = $1 AND title = $2", [list, "Slow \(writer) step \(step)"])
                }
            }
        }
    }

    /// What is missing from and repeated in `seen`, for the failure's message.
    private static func gaps(in seen: [Int], upTo last: Int) -> String {
        let missing = Set(1...max(last, 1)).subtracting(seen).sorted()
        let repeated = Dictionary(grouping: seen, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        return "missing \(missing.prefix(20)), repeated \(repeated.prefix(20)), out of order at \(zip(seen, seen.dropFirst()).filter { $0 >= $1 }.prefix(5).map { "\($0)>=\($1)" })"
    }
}

/// Whether the writers of a test still run, for its reader to read once more after.
final class WritersRunning: Sendable {
    private let running = Mutex(true)

    var areRunning: Bool { running.withLock { $0 } }

    func end() {
        running.withLock { $0 = false }
    }
}
