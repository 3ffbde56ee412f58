import Foundation
import PostgresTesting
import Testing
@testable import TodoApp

/// A list kept in step with a server tells whoever watches it (the interface's change
/// signal) once others' changes are in the copy, so that the watcher reads them then,
/// rather than waiting to look again after the copy's files changed.
@Suite(.timeLimit(.minutes(2))) struct FollowerTellsTests {
    static let deadline = Duration.seconds(30)

    @Test func aWatcherIsToldOnceAnothersChangeIsInTheCopy() async throws {
        let database = try await TodoTestDatabase.make()
        let directory = try StorePlace.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let adas = database.store(as: .ada)
        try await adas.save(Todo(title: "Milk", position: 0), for: "Groceries")
        try await adas.share("Groceries", with: "grace", readOnly: false)
        let mine = SyncedTodoStore(server: database.store(as: .ada), dataLocation: DataLocation(directory: directory))
        let copied = try #require(try await mine.copied("Groceries"))
        let watcher = PendingChange()
        let follower = try mine.sync.follow(copied)
        // The whole copy in first: its end is told to watchers too, and a watcher told of
        // that would read the list before the change.
        try await follower.waitForFirstCatchUp()
        follower.watch(with: watcher)
        defer { follower.stopWatching(watcher) }
        _ = await watcher.next(timeout: .zero)

        try await database.store(as: .grace).save(Todo(title: "Eggs", position: 1), for: "Groceries · ada")
        // Told, and the change there to read when told: a watcher is also told when the
        // list's standing changes (a busy machine's slow round says offline), so each time
        // it is told the copy is read, until the change is in.
        let deadline = ContinuousClock.now + Self.deadline
        var titles: [String] = []
        while titles != ["Milk", "Eggs"], ContinuousClock.now < deadline {
            guard await watcher.next(timeout: deadline - .now) else { break }
            titles = try await mine.todos(for: "Groceries").map(\.title)
        }
        #expect(titles == ["Milk", "Eggs"], "told once the change was there to read")
    }
}
