import Foundation
import PostgresTesting
import TerminalTesting
import Testing
@testable import TodoApp

/// While the server tells of changes without pause, a copy catches up once a pace, each
/// time bringing in all that came since, rather than once a change; a change made here goes
/// out at once, and others' changes come in after it.
@Suite(.timeLimit(.minutes(2))) struct CatchUpPaceTests {
    static let pace = Duration.seconds(5)

    /// Ada's copy of Groceries (Milk), shared with Grace, caught up at most once a pace.
    private func opened(in directory: URL, on database: TodoTestDatabase) async throws -> (SyncedTodoStore, Todo) {
        let milk = Todo(title: "Milk", position: 0)
        let adas = database.store(as: .ada)
        try await adas.save(milk, for: "Groceries")
        try await adas.share("Groceries", with: "grace", readOnly: false)
        let mine = SyncedTodoStore(server: database.store(as: .ada), dataLocation: DataLocation(directory: directory), pace: Self.pace)
        #expect(try await mine.todos(for: "Groceries").count == 1)
        return (mine, milk)
    }

    /// Saves `title` as Grace and returns when `mine` shows it.
    private func graceAdds(_ title: String, on database: TodoTestDatabase, to mine: SyncedTodoStore) async throws -> ContinuousClock.Instant {
        try await database.store(as: .grace).save(Todo(title: title, position: 1), for: "Groceries · ada")
        #expect(try await eventually(within: .seconds(30)) { try await mine.todos(for: "Groceries").contains { $0.title == title } })
        return .now
    }

    @Test func aChangeThatComesSoonAfterACatchUpWaitsForTheNext() async throws {
        let database = try await TodoTestDatabase.make()
        let directory = try StorePlace.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (mine, _) = try await opened(in: directory, on: database)

        let eggsShown = try await graceAdds("Eggs", on: database, to: mine)
        let breadShown = try await graceAdds("Bread", on: database, to: mine)
        #expect(breadShown - eggsShown > Self.pace / 2, "Bread came in with the next catch-up, a pace after the one that brought Eggs")
    }

    @Test func aChangeMadeHereGoesOutAtOnceAndBringsInWhatCameMeanwhile() async throws {
        let database = try await TodoTestDatabase.make()
        let directory = try StorePlace.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (mine, milk) = try await opened(in: directory, on: database)

        let eggsShown = try await graceAdds("Eggs", on: database, to: mine)
        try await database.store(as: .grace).save(Todo(title: "Bread", position: 2), for: "Groceries · ada")
        try await mine.update(id: milk.id, with: TodoChanges(title: "Oat milk", updatedAt: .now), for: "Groceries")
        #expect(try await eventually(within: .seconds(30)) { try await mine.todos(for: "Groceries").contains { $0.title == "Bread" } })
        #expect(ContinuousClock.now - eggsShown < Self.pace / 2, "not a pace later")
        #expect(await mine.sendWaitingChanges(within: .seconds(30)) == 0)
        #expect(try await database.store(as: .ada).todos(for: "Groceries").map(\.title) == ["Oat milk", "Eggs", "Bread"])
    }
}
