import Foundation
import Testing
@testable import TodoApp

/// Field-level updates and single-todo reads, on either backend: what two instances
/// editing one todo each keep, and what the list and the editor read.
@Suite struct TodoStoreUpdateTests {
    @Test(arguments: StoreBackend.allCases)
    func twoStoresChangingDifferentFieldsOfOneTodoKeepBothChanges(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let first = try place.openStore()
        let second = try place.openStore()
        let milk = Todo(title: "Milk", note: "oat", position: 1)
        try await first.save(milk, for: "Ada")

        try await first.update(id: milk.id, with: TodoChanges(isDone: true, updatedAt: .now), for: "Ada")
        // The second instance knows nothing of the toggle, and edits the title.
        try await second.update(id: milk.id, with: TodoChanges(title: "Milk and eggs", note: "oat", updatedAt: .now), for: "Ada")

        let stored = try #require(try await first.todos(for: "Ada").first)
        #expect(stored.title == "Milk and eggs")
        #expect(stored.isDone, "the first instance's toggle survives the second's edit")
        #expect(stored.note == "oat")
    }

    @Test(arguments: StoreBackend.allCases)
    func anUpdateSetsOnlyTheFieldsItGivesAndTheUpdateTime(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        let created = Date(timeIntervalSinceReferenceDate: 1_000)
        let milk = Todo(title: "Milk", note: "oat", position: 3, createdAt: created)
        try await store.save(milk, for: "Ada")

        let changed = Date(timeIntervalSinceReferenceDate: 2_000)
        try await store.update(id: milk.id, with: TodoChanges(position: 7, updatedAt: changed), for: "Ada")

        let stored = try #require(try await store.todo(id: milk.id, for: "Ada"))
        #expect(stored.position == 7)
        #expect(stored.title == "Milk" && stored.note == "oat" && !stored.isDone)
        #expect(stored.createdAt == created)
        #expect(stored.updatedAt == changed)
    }

    @Test(arguments: StoreBackend.allCases)
    func anUpdateNeverBringsBackATodoDeletedElsewhere(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let first = try place.openStore()
        let second = try place.openStore()
        let milk = Todo(title: "Milk", position: 1)
        try await first.save(milk, for: "Ada")
        try await second.delete(id: milk.id, for: "Ada")

        let found = try await first.update(id: milk.id, with: TodoChanges(isDone: true, updatedAt: .now), for: "Ada")

        #expect(!found, "it says the todo was not there")
        #expect(try await first.todos(for: "Ada").isEmpty)
        #expect(try await second.update(id: UUID(), with: TodoChanges(isDone: true, updatedAt: .now), for: "Ada") == false)
    }

    @Test(arguments: StoreBackend.allCases)
    func anUpdateKeepsEveryCharacterOfTheTitleAndNote(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        let todo = Todo(title: "plain", position: 1)
        try await store.save(todo, for: "Ada")
        let title = "nul\u{0}bell\u{7} 日本 👨‍👩‍👧"
        let note = "line one\r\nline two"
        try await store.update(id: todo.id, with: TodoChanges(title: title, note: note, updatedAt: .now), for: "Ada")
        let stored = try #require(try await store.todos(for: "Ada").first)
        #expect(stored.title == place.stored(title), "all of it; on a server, U+0000 as U+FFFD")
        #expect(stored.note == note)
    }

    @Test(arguments: StoreBackend.allCases)
    func anEmptyTitleOrNoteIsWrittenNotTakenForNoChange(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        let milk = Todo(title: "Milk", note: "oat", position: 1)
        try await store.save(milk, for: "Ada")

        try await store.update(id: milk.id, with: TodoChanges(title: "", note: "", updatedAt: .now), for: "Ada")

        let stored = try #require(try await store.todo(id: milk.id, for: "Ada"))
        #expect(stored.title == "")
        #expect(stored.note == "")
    }

    @Test(arguments: StoreBackend.allCases)
    func summariesListEveryTodoInPositionOrderWithTitleAndDoneFlag(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        let bread = Todo(title: "Bread", note: "rye", isDone: true, position: 2)
        let milk = Todo(title: "Milk", note: "oat", position: 1)
        try await store.save([bread, milk], for: "Ada")
        try await store.save(Todo(title: "Grace's todo", position: 0), for: "Grace")

        let summaries = try await store.page(of: TodoQuery(user: "Ada"), after: nil, limit: 100)

        #expect(Array(summaries) == [TodoSummary(milk), TodoSummary(bread)])
    }

    @Test(arguments: StoreBackend.allCases)
    func oneTodoIsReadWholeByIdAndOnlyFromItsOwnersList(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        let milk = Todo(
            title: "Milk", note: "oat\nsemi-skimmed", isDone: true, position: 4,
            createdAt: Date(timeIntervalSinceReferenceDate: 1_000), updatedAt: Date(timeIntervalSinceReferenceDate: 2_000)
        )
        try await store.save(milk, for: "Ada")

        #expect(try await store.todo(id: milk.id, for: "Ada") == milk)
        #expect(try await store.todo(id: milk.id, for: "Grace") == nil)
        #expect(try await store.todo(id: UUID(), for: "Ada") == nil)
    }
}
