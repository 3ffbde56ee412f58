import Foundation
import PostgresTesting
import Testing
@testable import TodoApp

/// A program that shows a list waits on a ``ListChangeWatch`` for others' changes, and
/// reads the list again when it returns: by then the change can be read.
@Suite(.timeLimit(.minutes(1))) struct ListChangeWatchTests {
    @Test(arguments: StoreBackend.allCases)
    func aWatchReturnsOnceAnotherWindowsChangeCanBeRead(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let mine = try place.openStore()
        try await mine.save(Todo(title: "First", position: 0), for: "Ada")
        let watch = try #require(try await ListChangeWatch(store: mine, list: "Ada"))
        let waiting = Task {
            var watch = watch
            return await watch.next()
        }
        try await place.openStore().save(Todo(title: "Theirs", position: 1), for: "Ada")
        #expect(await waiting.value != nil)
        #expect(try await mine.todos(for: "Ada").map(\.title) == ["First", "Theirs"])
    }

    @Test func aWatchOnACopyReturnsWithAnotherMachinesChangeInTheCopyAndNotForItsOwn() async throws {
        let place = try await StoreBackend.synced.makePlace()
        let database = try #require(place.database)
        let mine = try place.openStore()
        try await mine.save(Todo(title: "First", position: 0), for: "Groceries")
        try await database.store(as: .ada).share("Groceries", with: "grace", readOnly: false)
        let watch = try #require(try await ListChangeWatch(store: mine, list: "Groceries"))
        let waiting = Task {
            var watch = watch
            return await watch.next()
        }
        try await mine.save(Todo(title: "Mine", position: 1), for: "Groceries")
        try await database.store(as: .grace).save(Todo(title: "Theirs", position: 2), for: "Groceries · ada")
        let news = try #require(await waiting.value)
        #expect(news.map(\.actor) == ["grace"])
        #expect(news.map(\.title) == ["Theirs"])
        #expect(try await mine.todos(for: "Groceries").map(\.title) == ["First", "Mine", "Theirs"])
    }

    @Test func aWatchWhoseTaskIsCancelledReturnsNil() async throws {
        let place = try await StoreBackend.sqlite.makePlace()
        let store = try place.openStore()
        let watch = try #require(try await ListChangeWatch(store: store, list: "Ada"))
        let waiting = Task {
            var watch = watch
            return await watch.next()
        }
        waiting.cancel()
        #expect(await waiting.value == nil)
    }
}
