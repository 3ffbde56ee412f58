import Foundation
import TerminalTesting
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
        try await waitForTheirSync(second, seenBy: first)
        let after = try await first.outsideChangeMark(for: "Ada")
        #expect(after != before)
        #expect(try await first.outsideChangeMark(for: "Ada") == after, "it stays put until the next outside change")
    }

    /// Through a copy, the other store's sync goes on after its save returns (the change
    /// sent, the server's revision of it written down), and each of its commits is news to
    /// the first: waits until that is over, the mark unmoved for a while.
    private func waitForTheirSync(_ other: any OutsideChangeDetecting, seenBy store: any OutsideChangeDetecting) async throws {
        guard let synced = other as? SyncedTodoStore else { return }
        #expect(await eventually(within: .seconds(30), pollingEvery: .milliseconds(20)) { await synced.copies.unsentCount() == 0 })
        var last = try await store.outsideChangeMark(for: "Ada")
        var since = ContinuousClock.now
        let quiet = try await eventually(within: .seconds(30), pollingEvery: .milliseconds(50)) {
            let now = try await store.outsideChangeMark(for: "Ada")
            if now != last { (last, since) = (now, .now) }
            return ContinuousClock.now - since >= .milliseconds(500)
        }
        #expect(quiet, "the copies settle once the change is on the server")
    }
}
