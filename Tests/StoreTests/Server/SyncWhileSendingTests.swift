import Foundation
import PostgresClient
import PostgresTesting
import TerminalTesting
import Testing
@testable import TodoApp

/// A copy kept in step with a server brings others' changes in between its own sends: a
/// person who keeps changing a list, or whose change the server holds up, still sees what
/// others did.
@Suite(.timeLimit(.minutes(2))) struct SyncWhileSendingTests {
    @Test func othersChangesComeInWhileTheServerHoldsUpAChangeMadeAfterThem() async throws {
        let database = try await TodoTestDatabase.make()
        let directory = try StorePlace.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = Todo(title: "Milk", position: 0)
        let second = Todo(title: "Eggs", position: 1)
        let adas = database.store(as: .ada)
        try await adas.save([first, second], for: "Groceries")
        try await adas.share("Groceries", with: "grace", readOnly: false)
        let mine = SyncedTodoStore(server: database.store(as: .ada), dataLocation: DataLocation(directory: directory))
        #expect(try await mine.todos(for: "Groceries").count == 2)

        // Two other sessions each hold a todo, as a long transaction would: a change to it waits.
        let holdingFirst = try hold(first, on: database)
        let holdingSecond = try hold(second, on: database)
        defer {
            _ = try? holdingFirst.execute("ROLLBACK")
            _ = try? holdingSecond.execute("ROLLBACK")
        }
        try await mine.update(id: first.id, with: TodoChanges(title: "Oat milk", updatedAt: .now), for: "Groceries")
        let watching = try database.connect(as: .ada)
        #expect(try await eventually(within: .seconds(30)) { try waitingForALock(watching) == 1 }, "the first change waits on the server")
        try await database.store(as: .grace).save(Todo(title: "Bread", position: 2), for: "Groceries · ada")
        try await mine.update(id: second.id, with: TodoChanges(title: "Duck eggs", updatedAt: .now), for: "Groceries")

        // The first change goes through; the second, made after Grace's, waits.
        try holdingFirst.execute("ROLLBACK")
        #expect(try await eventually(within: .seconds(20)) {
            try await mine.todos(for: "Groceries").contains { $0.title == "Bread" }
        }, "Grace's todo came in while the second change waited")
        #expect(try await eventually(within: .seconds(30)) { try waitingForALock(watching) == 1 }, "the second change waits on the server")
        try holdingSecond.execute("ROLLBACK")
        #expect(await mine.sendWaitingChanges(within: .seconds(30)) == 0)
        #expect(try await adas.todos(for: "Groceries").map(\.title) == ["Oat milk", "Duck eggs", "Bread"])
    }

    /// A session of ada's that holds `todo` locked until it rolls back.
    private func hold(_ todo: Todo, on database: TodoTestDatabase) throws -> PostgresConnection {
        let session = try database.connect(as: .ada)
        try session.execute("BEGIN")
        try session.execute("SELECT FROM todo_tui.todos WHERE id = $1 FOR UPDATE", [todo.id])
        return session
    }

    /// How many of the database's sessions wait for a lock.
    private func waitingForALock(_ connection: PostgresConnection) throws -> Int {
        try connection.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'"
        ).int(0, 0)
    }
}
