import Foundation
import Testing
@testable import TodoApp

/// Priorities, due dates and each user's list settings, kept by either backend.
@Suite struct TodoStoreOrganizingTests {
    let friday = TodoDay(year: 2026, month: 11, day: 27)!

    @Test(arguments: StoreBackend.allCases)
    func aTodosPriorityAndDueDateAreKept(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        let todo = Todo(title: "Pay rent", note: "by transfer", position: 1, priority: .high, dueDate: friday)
        try await store.save(todo, for: "Ada")

        let stored = try #require(try await store.todo(id: todo.id, for: "Ada"))
        #expect(stored.priority == .high)
        #expect(stored.dueDate == friday)
        let summary = try #require(try await store.page(of: TodoQuery(user: "Ada"), after: nil, limit: 100).first)
        #expect(summary == TodoSummary(todo), "the list reads priority, due date and whether there is a note")
        #expect(summary.hasNote)
    }

    @Test(arguments: StoreBackend.allCases)
    func anUpdateSetsOrClearsTheDueDateAndLeavesItAloneOtherwise(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        let todo = Todo(title: "Pay rent", position: 1, dueDate: friday)
        try await store.save(todo, for: "Ada")

        try await store.update(id: todo.id, with: TodoChanges(priority: .low, updatedAt: .now), for: "Ada")
        #expect(try await store.todo(id: todo.id, for: "Ada")?.dueDate == friday, "untouched when not given")
        #expect(try await store.todo(id: todo.id, for: "Ada")?.priority == .low)

        try await store.update(id: todo.id, with: TodoChanges(dueDate: .some(nil), updatedAt: .now), for: "Ada")
        #expect(try await store.todo(id: todo.id, for: "Ada")?.dueDate == nil, "cleared")

        try await store.update(id: todo.id, with: TodoChanges(dueDate: friday.adding(days: 3), updatedAt: .now), for: "Ada")
        #expect(try await store.todo(id: todo.id, for: "Ada")?.dueDate == friday.adding(days: 3))
    }

    @Test(arguments: StoreBackend.allCases)
    func eachUsersListSettingsAreKeptAcrossStores(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        #expect(try await store.listSettings(for: "Ada") == TodoListSettings(), "the defaults for someone new")
        try await store.saveListSettings(TodoListSettings(filter: .open, sort: .dueDate), for: "Ada")

        let again = try place.openStore()
        #expect(try await again.listSettings(for: "ada") == TodoListSettings(filter: .open, sort: .dueDate))
        #expect(try await again.listSettings(for: "Grace") == TodoListSettings())
    }
}
