import Foundation
import Testing
@testable import TodoApp

/// What a store asks to learn that someone else changed a list: a mark that moves for
/// another store's commit and never for its own, on either backend.
@Suite struct OutsideChangeMarkTests {
    @Test(arguments: StoreBackend.allCases)
    func theOutsideChangeMarkMovesForAnotherStoresWritesButNotForItsOwn(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let first = try place.openStore()
        let second = try place.openStore()
        try await first.save(Todo(title: "First", position: 0), for: "Ada")
        let before = try await first.outsideChangeMark(for: "Ada")

        let mine = Todo(title: "Mine", position: 1)
        try await first.save(mine, for: "Ada")
        try await first.update(id: mine.id, with: TodoChanges(isDone: true, updatedAt: .now), for: "Ada")
        try await first.delete(id: mine.id, for: "Ada")
        #expect(try await first.outsideChangeMark(for: "Ada") == before, "its own writes are no news to it")

        try await second.save(Todo(title: "Theirs", position: 2), for: "Ada")
        let after = try await first.outsideChangeMark(for: "Ada")
        #expect(after != before)
        #expect(try await first.outsideChangeMark(for: "Ada") == after, "it stays put until the next outside change")
    }
}
