import Foundation
import PostgresClient
import PostgresTesting
import Testing
@testable import TodoApp

/// What a local copy reads to catch up (``ServerTodoStore/changes(of:after:)``): the todos
/// changed since its revision as they now are, those deleted, the list's revision, and
/// news of other origins' changes alone; nil once the feed no longer reaches back; and,
/// read again and again while many write, never a change missed. Ada owns "Groceries" and
/// shares it with Grace to change.
@Suite(.timeLimit(.minutes(2))) struct ServerFeedTests {
    let database: TodoTestDatabase
    let adas: ServerTodoStore
    let graces: ServerTodoStore
    let groceries: ServerList
    let milk = Todo(title: "Milk", position: 0)
    let eggs = Todo(title: "Eggs", position: 1)
    let bread = Todo(title: "Bread", position: 2)

    init() async throws {
        database = try await TodoTestDatabase.make()
        adas = database.store(as: .ada)
        graces = database.store(as: .grace)
        try await adas.save([milk, eggs, bread], for: "Groceries")
        try await adas.share("Groceries", with: "grace", readOnly: false)
        groceries = try #require(try await adas.existingList("Groceries"))
    }

    private func revision() throws -> Int {
        try database.connect(as: .ada).execute("SELECT revision FROM todo_tui.lists WHERE id = $1", [groceries.id]).int(0, 0)
    }

    @Test func theChangesAfterARevisionAreTheTodosChangedSinceAsTheyNowAreAndThoseDeleted() async throws {
        let start = try revision()
        try await graces.update(id: milk.id, with: TodoChanges(title: "Oat milk", updatedAt: .now), for: "Groceries · ada")
        try await graces.update(id: milk.id, with: TodoChanges(isDone: true, updatedAt: .now), for: "Groceries · ada")
        try await adas.delete(id: eggs.id, for: "Groceries")
        let jam = Todo(title: "Jam", position: 3)
        try await graces.save(jam, for: "Groceries · ada")
        let tea = Todo(title: "Tea", position: 4)
        try await adas.save(tea, for: "Groceries")
        try await adas.delete(id: tea.id, for: "Groceries")

        let changes = try #require(try await adas.changes(of: groceries, after: start))
        #expect(changes.revision == (try revision()))
        let now = try await adas.todos(for: "Groceries")
        #expect(Set(changes.changed) == Set(now.filter { [milk.id, jam.id].contains($0.id) }), "as they are now, once each")
        #expect(changes.changed.count == 2)
        #expect(Set(changes.deleted) == [eggs.id, tea.id])
        #expect(try await adas.changes(of: groceries, after: changes.revision) == ServerListChanges(revision: changes.revision, changed: [], deleted: [], news: []))
    }

    @Test func theNewsIsOfOtherOriginsChangesAloneOldestFirst() async throws {
        let start = try revision()
        try await adas.update(id: milk.id, with: TodoChanges(title: "Oat milk", updatedAt: .now), for: "Groceries")
        try await graces.update(id: eggs.id, with: TodoChanges(isDone: true, updatedAt: .now), for: "Groceries · ada")
        // Ada's other machine: her role, another origin.
        try await database.store(as: .ada).delete(id: bread.id, for: "Groceries")
        // A copy that sends as the origin it keeps, from a store started again.
        let copy = database.store(as: .ada, origin: "ada's laptop")
        let jam = Todo(title: "Jam", position: 3)
        try await copy.save(jam, for: "Groceries")

        let news = try #require(try await adas.changes(of: groceries, after: start)).news
        #expect(news == [
            OutsideChange(actor: "grace", kind: .changed([.done]), title: "Eggs", isDone: true, todoID: eggs.id),
            OutsideChange(actor: "ada", kind: .deleted, title: "Bread", isDone: false, todoID: bread.id),
            OutsideChange(actor: "ada", kind: .added, title: "Jam", isDone: false, todoID: jam.id),
        ])
        let again = database.store(as: .ada, origin: "ada's laptop")
        #expect(try #require(try await again.changes(of: groceries, after: start)).news.map(\.title) == ["Oat milk", "Eggs", "Bread"], "its own left out")
    }

    @Test func aRevisionTheFeedNoLongerReachesOrPastTheListsGivesNil() async throws {
        let start = try revision()
        #expect(try await adas.changes(of: groceries, after: start + 1) == nil, "past the list's revision")
        // 1,050 revisions more: the feed keeps the last thousand, and drops older ones fifty
        // revisions at a time.
        let ada = try database.connect(as: .ada)
        try ada.execute("SELECT set_config('test.list', $1, false)", [groceries.id])
        try ada.execute("""
            DO $$ BEGIN
                FOR step IN 1..1050 LOOP
                    UPDATE todo_tui.todos SET position = position + 1 WHERE list_id = current_setting('test.list')::bigint AND title = 'Milk';
                END LOOP;
            END $$
            """)
        let now = try revision()
        #expect(now == start + 1050)
        #expect(try await adas.changes(of: groceries, after: start) == nil, "the change after it is gone from the feed")
        let changes = try #require(try await adas.changes(of: groceries, after: now - 1000))
        #expect(changes.revision == now)
        #expect(changes.changed.map(\.id) == [milk.id])
    }

    @Test func aReadOfTheChangesReadsOnlyTheTodosTheFeedNamesHoweverLongTheList() async throws {
        let many = (0..<10_000).map { Todo(title: "Todo \($0)", position: 10 + $0) }
        try await adas.save(many, for: "Groceries")
        let start = try revision()
        try await graces.update(id: milk.id, with: TodoChanges(title: "Oat milk", updatedAt: .now), for: "Groceries · ada")
        try await graces.delete(id: many[7].id, for: "Groceries · ada")
        let (database, groceries) = (database, groceries)
        let read = try await onOwnThread {
            let db = try database.connect(as: .grace)
            try db.execute("BEGIN")
            try db.execute(ServerFeedColumns.changesAfter, [groceries.id, start, ""] as [any PostgresParameter])
            // The todos the read took from the table, by any scan, and through its indexes.
            let read = try db.execute("""
                SELECT pg_stat_get_xact_tuples_returned('todo_tui.todos'::regclass) + pg_stat_get_xact_tuples_fetched('todo_tui.todos'::regclass)
                    + (SELECT sum(pg_stat_get_xact_tuples_fetched(i.indexrelid)) FROM pg_index i WHERE i.indrelid = 'todo_tui.todos'::regclass)
                """).int(0, 0)
            try db.execute("ROLLBACK")
            return read
        }
        #expect(read <= 2, "Milk and the deleted todo, each looked up by its key: \(read) todos read")
    }

    @Test func aListTheRoleMayNoLongerOpenThrowsNoSuchList() async throws {
        let shared = try #require(try await graces.existingList("Groceries · ada"))
        try await adas.unshare("Groceries", with: "grace")
        await #expect(throws: TodoStoreError.noSuchList(name: "Groceries · ada")) {
            try await graces.changes(of: shared, after: 0)
        }
    }

    @Test func aCopyCatchingUpAgainAndAgainWhileManyWriteEndsAsTheServersList() async throws {
        var copy = Dictionary(uniqueKeysWithValues: try await adas.todos(for: "Groceries").map { ($0.id, $0) })
        var revision = try revision()
        let writing = WritersRunning()
        let writers = Task {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for writer in 0..<3 {
                    group.addTask { try await Self.write(through: writer == 0 ? database.store(as: .grace) : database.store(as: .ada), writer: writer) }
                }
                for writer in 0..<2 {
                    group.addTask { try await onOwnThread { try Self.writeSlowly(to: groceries.id, on: database.connect(as: .grace), writer: writer) } }
                }
                try await group.waitForAll()
            }
            writing.end()
        }
        var reads = 0
        while true {
            let wasWriting = writing.areRunning
            let changes = try #require(try await adas.changes(of: groceries, after: revision))
            for todo in changes.changed { copy[todo.id] = todo }
            for id in changes.deleted { copy[id] = nil }
            revision = changes.revision
            reads += 1
            if !wasWriting { break }
        }
        try await writers.value
        #expect(reads > 5, "read while they wrote")
        #expect(Set(copy.values) == Set(try await adas.todos(for: "Groceries")))
    }

    /// Adds, changes and deletes through a store.
    private static func write(through store: ServerTodoStore, writer: Int) async throws {
        let name = writer == 0 ? "Groceries · ada" : "Groceries"
        var mine: [Todo] = []
        for step in 0..<15 {
            let todo = Todo(title: "Writer \(writer) step \(step)", position: 100 * writer + step)
            switch step % 3 {
            case 0, 1:
                try await store.save(todo, for: name)
                mine.append(todo)
            default:
                try await store.update(id: mine[0].id, with: TodoChanges(title: "Writer \(writer) changed \(step)", updatedAt: .now), for: name)
                try await store.delete(id: mine.removeLast().id, for: name)
            }
        }
    }

    /// Transactions held open a moment before they commit, so that one begun later may
    /// commit first: a feed numbered before commit would skip one.
    private static func writeSlowly(to list: Int64, on connection: PostgresConnection, writer: Int) throws {
        for step in 0..<12 {
            try connection.transaction {
                try connection.execute("""
                    INSERT INTO todo_tui.todos (list_id, id, title, position, created_at, updated_at) VALUES ($1, $2, $3, $4, 0, 0)
                    """, [list, UUID(), "Slow \(writer) step \(step)", 500 + 20 * writer + step] as [any PostgresParameter])
                try connection.execute("SELECT pg_sleep($1)", [Double(step % 3) / 100])
            }
        }
    }

    @Test func aConnectionPlansTheFeedsStatementOnceNotAtEveryRead() async throws {
        for _ in 0..<12 {
            try await graces.update(id: milk.id, with: TodoChanges(title: "Oat milk \(UUID())", updatedAt: .now), for: "Groceries · ada")
            _ = try await adas.changes(of: groceries, after: try revision() - 1)
        }
        let plans = try await adas.connection.run("read the plans") { db in
            try db.execute("SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE statement LIKE '%todo_tui.changes%'")
        }
        try #require(plans.count == 1, "the feed's statement is prepared")
        #expect(plans.int(0, 1) == 0, "and never planned for one read's values")
        #expect(plans.int(0, 0) == 12)
    }
}
