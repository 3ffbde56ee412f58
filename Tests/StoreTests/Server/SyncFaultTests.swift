import Foundation
import PostgresClient
import PostgresTesting
import TerminalTesting
import Testing
@testable import TodoApp

/// A list kept in step with a server through what goes wrong between them: a connection
/// cut while changes wait, a reply lost after the server made a change, the server
/// restarted, a network gone silent. Each time, what was made here reaches the server once,
/// in order, and what others make reaches the copy, with nothing asked of the store but
/// time. Ada owns Groceries (Milk, Eggs, Bread) and shares it with Grace to change.
@Suite(.timeLimit(.minutes(2))) struct SyncFaultTests {
    let milk = Todo(title: "Milk", note: "oat", position: 0)
    let eggs = Todo(title: "Eggs", position: 1)
    let bread = Todo(title: "Bread", position: 2)

    /// A database on `cluster` (the shared one unless given) with Groceries in it.
    private func groceries(on cluster: PostgresCluster? = nil) async throws -> TodoTestDatabase {
        let database = try await TodoTestDatabase.make(on: cluster)
        let adas = database.store(as: .ada)
        try await adas.save([milk, eggs, bread], for: "Groceries")
        try await adas.share("Groceries", with: "grace", readOnly: false)
        return database
    }

    /// The list's revision on the server: one more for each change made there.
    private func revision(_ database: TodoTestDatabase) throws -> Int {
        try database.connect(as: .ada).execute("SELECT revision FROM todo_tui.lists WHERE name = 'Groceries'").int(0, 0)
    }

    /// The server's change feed after `revision`, oldest first: each change's todo, kind and
    /// the fields it changed.
    private func feed(_ database: TodoTestDatabase, after revision: Int) throws -> [String] {
        let rows = try database.connect(as: .ada).execute("""
            SELECT c.todo_id::text, c.kind, array_to_string(c.fields, ',') FROM todo_tui.changes c
            JOIN todo_tui.lists l ON l.id = c.list_id WHERE l.name = 'Groceries' AND c.revision > $1 ORDER BY c.revision
            """, [revision])
        return (0..<rows.count).map { "\(rows.string($0, 0)) \(rows.string($0, 1)) \(rows.string($0, 2))" }
    }

    private func fed(_ todo: Todo, _ kind: String, _ fields: String = "") -> String {
        "\(todo.id.uuidString.lowercased()) \(kind) \(fields)"
    }

    /// How many change ids `role` has had applied.
    private func applied(_ database: TodoTestDatabase, by role: TestRole) throws -> Int {
        try database.connect(as: role).execute("SELECT count(*) FROM todo_tui.applied_changes").int(0, 0)
    }

    /// Waits until a connection of `role` listens for the list's changes, as a list kept in
    /// step does between changes; and, `quietFor`, until none of its connections has done
    /// anything for that long: the list waits for a change, no call under way.
    private func waitUntilListening(_ database: TodoTestDatabase, as role: TestRole, quietFor quiet: Duration = .zero) async throws -> Bool {
        let superuser = try PostgresConnection(connectingTo: database.cluster.connectionString(database: database.name, user: "postgres"))
        let milliseconds = quiet / .milliseconds(1)
        return try await eventually(within: SyncMachine.deadline, pollingEvery: .milliseconds(20)) {
            try superuser.execute("""
                SELECT bool_or(query LIKE 'LISTEN %') AND bool_and(state = 'idle' AND state_change < now() - $3 * interval '1 millisecond')
                FROM pg_stat_activity WHERE datname = $1 AND usename = $2 AND backend_type = 'client backend'
                """, [database.name, role.rawValue, Int(milliseconds)]
            ).optionalString(0, 0) == "t"
        }
    }

    @Test func changesMadeWhileTheLinkIsCutReachTheServerInTheirOrderOnceEachWhenItIsBackWithNothingAsked() async throws {
        let database = try await groceries()
        let ada = try await SyncMachine.open("Groceries", as: .ada, in: database)
        let before = try revision(database)
        ada.link.cut()
        let jam = Todo(title: "Jam", position: 3)
        try await ada.store.save(jam, for: ada.list)
        try await ada.store.update(id: milk.id, with: TodoChanges(title: "Oat milk", updatedAt: .now), for: ada.list)
        try await ada.store.update(id: eggs.id, with: TodoChanges(isDone: true, updatedAt: .now), for: ada.list)
        try await ada.store.delete(id: bread.id, for: ada.list)
        try await ada.store.update(id: jam.id, with: TodoChanges(priority: .high, updatedAt: .now), for: ada.list)
        #expect(await ada.waitUntilAway(unsent: 5))
        #expect(try revision(database) == before, "nothing reached the server")

        ada.link.restore()
        #expect(await ada.waitUntilInStep())
        #expect(try feed(database, after: before) == [
            fed(jam, "added"), fed(milk, "changed", "title"), fed(eggs, "changed", "done"), fed(bread, "deleted"),
            fed(jam, "changed", "priority"),
        ], "in the order made, each once")
        #expect(try applied(database, by: .ada) == 5)
        #expect(try await database.store(as: .ada).todos(for: "Groceries") == ada.todos())
    }

    @Test func aChangeWhoseReplyIsLostIsSentAgainAndMadeOnce() async throws {
        let database = try await groceries()
        let link = try ServerLink(to: database.cluster)
        let proxy = try PostgresProxy(forwardingTo: link.port)
        defer { proxy.stop() }
        let server = ServerTodoStore(conninfo: proxy.conninfo(database: database.name, user: "ada"), environment: [:])
        let ada = try await SyncMachine.open("Groceries", server: server, link: link)
        let before = try revision(database)

        let jam = Todo(title: "Jam", position: 3)
        proxy.cutAtNextReply(toQueryContaining: "todo_tui.send_change")
        try await ada.store.save(jam, for: ada.list)
        #expect(await ada.waitUntilInStep())
        #expect(proxy.cuts == 1, "the server's reply to the new todo was lost")
        proxy.cutAtNextReply(toQueryContaining: "todo_tui.send_change")
        try await ada.store.update(id: milk.id, with: TodoChanges(isDone: true, updatedAt: .now), for: ada.list)
        #expect(await ada.waitUntilInStep())
        #expect(proxy.cuts == 2, "and the reply to the tick")

        #expect(try feed(database, after: before) == [fed(jam, "added"), fed(milk, "changed", "done")], "each made once")
        #expect(try applied(database, by: .ada) == 2)
        let onTheServer = try await database.store(as: .ada).todos(for: "Groceries")
        #expect(onTheServer.filter { $0.title == "Jam" }.count == 1, "no todo made twice")
        #expect(try await ada.todos() == onTheServer)
        #expect(await ada.news().isEmpty, "nothing to tell: both were made")
    }

    @Test func aServerRestartedWhileAListWaitsOnListenBringsInLaterChangesWithNothingAsked() async throws {
        let cluster = try await PostgresCluster.start()
        do {
            let database = try await groceries(on: cluster)
            let ada = try await SyncMachine.open("Groceries", as: .ada, in: database)
            #expect(try await waitUntilListening(database, as: .ada))

            try await cluster.stopServer()
            try await cluster.startServer()
            let jam = Todo(title: "Jam", position: 3)
            try await database.store(as: .grace).save(jam, for: "Groceries · ada")
            #expect(await ada.waitUntilCopy { $0.contains { $0.id == jam.id } }, "brought in by the list's own listening")
            #expect(await ada.waitUntilInStep())
            #expect(try await waitUntilListening(database, as: .ada), "listening again")
        } catch {
            await cluster.stop()
            throw error
        }
        await cluster.stop()
    }

    @Test func aSilentNetworkShowsAsOfflineWithinTheConnectionsTimeoutsAndChangesFlowBothWaysOnceItIsBack() async throws {
        let database = try await groceries()
        let ada = try await SyncMachine.open("Groceries", as: .ada, in: database)
        // Idle: what a list waiting on nothing but its listening learns of a silent network.
        #expect(try await waitUntilListening(database, as: .ada, quietFor: .seconds(1)))

        let clock = ContinuousClock()
        let cutAt = clock.now
        ada.link.cut(.blackhole)
        #expect(await eventually(within: SyncMachine.deadline, pollingEvery: .milliseconds(20)) { ada.status.isAway })
        let noticed = clock.now - cutAt
        // The listening connection's keepalives find it: a probe 10 s after the last word,
        // unanswered for 5 s (tcp_user_timeout), 15 s at most; the header says so then, not
        // once the call that the loss wakes has waited out timeouts of its own as well
        // (measured: 14.2 s; 19-20 s before).
        #expect(noticed < .seconds(18), "the header said offline after \(noticed)")

        try await ada.store.update(id: milk.id, with: TodoChanges(isDone: true, updatedAt: .now), for: ada.list)
        #expect(await ada.waitUntilAway(unsent: 1))
        ada.link.restore()
        #expect(await ada.waitUntilInStep())
        #expect(try await database.store(as: .ada).todo(id: milk.id, for: "Groceries")?.isDone == true, "sent once back")
        let jam = Todo(title: "Jam", position: 3)
        try await database.store(as: .grace).save(jam, for: "Groceries · ada")
        #expect(await ada.waitUntilCopy { $0.contains { $0.id == jam.id } }, "and others' changes come in again")
    }
}
