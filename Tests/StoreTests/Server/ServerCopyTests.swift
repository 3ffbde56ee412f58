import Foundation
import PostgresClient
import PostgresTesting
import Synchronization
import TerminalTesting
import Testing
@testable import TodoApp

/// A local copy made of a whole list (``ServerTodoStore/copy(of:batchSize:each:)``): every
/// todo, in batches, as the list was at the revision returned, whatever is written
/// meanwhile; after the changes since that revision, the copy is the server's list. A copy
/// that cannot go on ends, and says so, rather than start again. Ada owns "Groceries", of
/// 2,500 todos, and shares it with Grace to change.
@Suite(.timeLimit(.minutes(2))) struct ServerCopyTests {
    let database: TodoTestDatabase
    let adas: ServerTodoStore
    let groceries: ServerList
    let todos = (0..<2_500).map { Todo(title: "Todo \($0)", note: $0 % 7 == 0 ? "note \($0)" : "", position: $0) }

    init() async throws {
        database = try await TodoTestDatabase.make()
        adas = database.store(as: .ada)
        try await adas.save(todos, for: "Groceries")
        try await adas.share("Groceries", with: "grace", readOnly: false)
        groceries = try #require(try await adas.existingList("Groceries"))
    }

    @Test func aCopyIsTheListAsItWasAtItsRevisionInBatchesWhileAnotherWritesAndCatchesUpAfter() async throws {
        let before = try database.connect(as: .ada).execute("SELECT revision FROM todo_tui.lists WHERE id = $1", [groceries.id]).int(0, 0)
        let grace = try database.connect(as: .grace)
        let (late, gone, added) = (todos[2_400], todos[2_450], Todo(title: "Jam", position: 3_000))
        let batches = Locked<[[Todo]]>([])
        let revision = try await adas.copy(of: groceries, batchSize: 1_000) { batch in
            let first = batches.withLock { batches in
                batches.append(batch)
                return batches.count == 1
            }
            guard first else { return }
            // Committed while the copy is under way, to todos of its last batch.
            try grace.execute("UPDATE todo_tui.todos SET title = 'Changed' WHERE id = $1", [late.id])
            try grace.execute("DELETE FROM todo_tui.todos WHERE id = $1", [gone.id])
            try grace.execute("""
                INSERT INTO todo_tui.todos (list_id, id, title, position, created_at, updated_at) VALUES ($1, $2, $3, $4, 0, 0)
                """, [groceries.id, added.id, added.title, added.position] as [any PostgresParameter])
        }
        let copied = batches.withLock { $0 }
        #expect(copied.map(\.count) == [1_000, 1_000, 500])
        #expect(copied.flatMap { $0 } == todos, "every todo as it was, in the list's order")
        #expect(revision == before, "the revision of the moment copied")

        var copy = Dictionary(uniqueKeysWithValues: copied.flatMap { $0 }.map { ($0.id, $0) })
        let changes = try #require(try await adas.changes(of: groceries, after: revision))
        for todo in changes.changed { copy[todo.id] = todo }
        for id in changes.deleted { copy[id] = nil }
        #expect(changes.revision == revision + 3)
        #expect(Set(copy.values) == Set(try await adas.todos(for: "Groceries")))
    }

    @Test func aCopyIsOfTheMomentItsRevisionWasReadWhenAWriteCommitsBeforeItsFirstTodo() async throws {
        let before = try database.connect(as: .ada).execute("SELECT revision FROM todo_tui.lists WHERE id = $1", [groceries.id]).int(0, 0)
        let superuser = try PostgresConnection(connectingTo: database.cluster.connectionString(database: database.name, user: "postgres"))
        // The schema's owner keeps the copy from reading todos until its write commits.
        let owner = try database.connect(as: .schemaOwner)
        try owner.execute("BEGIN")
        try owner.execute("LOCK TABLE todo_tui.todos IN ACCESS EXCLUSIVE MODE")
        let batches = Locked<[[Todo]]>([])
        let copying = Task { try await adas.copy(of: groceries, batchSize: 1_000) { batch in batches.withLock { $0.append(batch) } } }
        let waits = try await eventually(within: .seconds(30), pollingEvery: .milliseconds(10)) {
            try superuser.execute(
                "SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND usename = 'ada' AND wait_event_type = 'Lock'", [database.name]
            ).count == 1
        }
        #expect(waits, "the copy has read its revision and waits for the todos")
        try owner.execute("UPDATE todo_tui.todos SET title = 'Changed' WHERE id = $1", [todos[0].id])
        try owner.execute("COMMIT")

        let revision = try await copying.value
        #expect(revision == before)
        #expect(batches.withLock { $0 }.flatMap { $0 } == todos, "the todos as they were at that revision")
        let changes = try #require(try await adas.changes(of: groceries, after: revision))
        #expect(changes.changed.map(\.title) == ["Changed"])
    }

    @Test func whatTheBatchesReceiverThrowsEndsTheCopyAndTheNextCopyWorks() async throws {
        struct Full: Error {}
        await #expect(throws: Full.self) {
            try await adas.copy(of: groceries, batchSize: 100) { _ in throw Full() }
        }
        let count = Locked(0)
        _ = try await adas.copy(of: groceries, batchSize: 2_500) { batch in count.withLock { $0 += batch.count } }
        #expect(count.withLock { $0 } == 2_500)
    }

    @Test func aCopyWhoseConnectionIsLostAfterABatchEndsRatherThanStartsAgain() async throws {
        let pid = try await adas.connection.run("find the connection") { db in try db.execute("SELECT pg_backend_pid()").int(0, 0) }
        let superuser = try PostgresConnection(connectingTo: database.cluster.connectionString(database: database.name, user: "postgres"))
        let batches = Locked(0)
        let error = await #expect(throws: TodoStoreError.self) {
            try await adas.copy(of: groceries, batchSize: 1_000) { _ in
                batches.withLock { $0 += 1 }
                try superuser.execute("SELECT pg_terminate_backend($1)", [pid])
            }
        }
        guard case .serverUnreachable = try #require(error) else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(batches.withLock { $0 } == 1, "no batch handed on again from a new start")
        #expect(try await adas.todos(for: "Groceries").count == 2_500, "the store connects again for the next call")
    }

    @Test func aCopyOfAListTheRoleMayNoLongerOpenThrowsNoSuchList() async throws {
        let graces = database.store(as: .grace)
        let shared = try #require(try await graces.existingList("Groceries · ada"))
        try await database.store(as: .ada).unshare("Groceries", with: "grace")
        await #expect(throws: TodoStoreError.noSuchList(name: "Groceries · ada")) {
            try await graces.copy(of: shared) { _ in Issue.record("nothing to hand on") }
        }
    }
}

/// A value the batches' receiver, which runs on the store's queue, adds to.
private final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    init(_ value: Value) {
        mutex = Mutex(value)
    }

    func withLock<T: Sendable>(_ body: (inout Value) -> T) -> T {
        mutex.withLock { body(&$0) }
    }
}
