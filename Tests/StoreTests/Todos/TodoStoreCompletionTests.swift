import Foundation
import Testing
@testable import TodoApp

/// A done todo keeps the time it was done in `completed_at`, which changes only with its
/// done mark: an edit keeps it, marking it not done clears it, an undo gives it back; on
/// either backend.
@Suite struct TodoStoreCompletionTests {
    let created = Date(timeIntervalSinceReferenceDate: 1_000)

    private func stored(_ id: Todo.ID, in store: any TodoStore) async throws -> Todo {
        try #require(try await store.todo(id: id, for: "Ada"))
    }

    @Test(arguments: StoreBackend.allCases)
    func markingDoneKeepsTheChangesTimeAndAnEditAfterwardsKeepsIt(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        let todo = Todo(title: "Taxes", position: 0, createdAt: created)
        try await store.save(todo, for: "Ada")
        #expect(try await stored(todo.id, in: store).completedAt == nil)

        let done = Date(timeIntervalSinceReferenceDate: 2_000)
        try await store.update(id: todo.id, with: TodoChanges(isDone: true, updatedAt: done), for: "Ada")
        #expect(try await stored(todo.id, in: store).completedAt == done)

        let edited = Date(timeIntervalSinceReferenceDate: 3_000)
        try await store.update(id: todo.id, with: TodoChanges(title: "Taxes 2026", note: "filed", updatedAt: edited), for: "Ada")
        let afterEdit = try await stored(todo.id, in: store)
        #expect(afterEdit.completedAt == done)
        #expect(afterEdit.updatedAt == edited)
    }

    @Test(arguments: StoreBackend.allCases)
    func markingNotDoneClearsTheTimeAndAnUndoGivesItBack(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        let done = Date(timeIntervalSinceReferenceDate: 2_000)
        let todo = Todo(title: "Taxes", isDone: true, position: 0, createdAt: created, completedAt: done)
        try await store.save(todo, for: "Ada")
        #expect(try await stored(todo.id, in: store).completedAt == done)

        try await store.update(id: todo.id, with: TodoChanges(isDone: false, updatedAt: .now), for: "Ada")
        #expect(try await stored(todo.id, in: store).completedAt == nil)

        try await store.update(id: todo.id, with: TodoChanges(isDone: true, completedAt: .some(done), updatedAt: .now), for: "Ada")
        #expect(try await stored(todo.id, in: store).completedAt == done)
    }

    @Test(arguments: StoreBackend.allCases)
    func anOpenTodoNeverHasATimeAndADoneOneAlwaysHas(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        var todo = Todo(title: "t", position: 0, createdAt: created)
        todo.completedAt = created
        try await store.save(todo, for: "Ada")
        #expect(try await stored(todo.id, in: store).completedAt == nil)

        let changed = Date(timeIntervalSinceReferenceDate: 5_000)
        try await store.update(id: todo.id, with: TodoChanges(isDone: true, completedAt: .some(nil), updatedAt: changed), for: "Ada")
        #expect(try await stored(todo.id, in: store).completedAt == changed)
    }

    @Test(arguments: StoreBackend.allCases)
    func theListsSummariesAndPagesCarryTheTime(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        let done = Date(timeIntervalSinceReferenceDate: 2_000)
        try await store.save([
            Todo(title: "done", isDone: true, position: 0, createdAt: created, completedAt: done),
            Todo(title: "open", position: 1, createdAt: created),
        ], for: "Ada")
        let page = try await store.page(of: TodoQuery(user: "Ada"), after: nil, limit: 10)
        #expect(page.map(\.completedAt) == [done, nil])
    }
}
