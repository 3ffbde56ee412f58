import Foundation
import Testing
@testable import TodoApp

/// Field-level updates and single-todo reads: what two instances editing one todo each
/// keep, and what the list and the editor read.
@Suite struct SQLiteTodoStoreUpdateTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    @Test func twoStoresChangingDifferentFieldsOfOneTodoKeepBothChanges() async throws {
        let first = try SQLiteTodoStore(location: directory.location)
        let second = try SQLiteTodoStore(location: directory.location)
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

    @Test func anUpdateSetsOnlyTheFieldsItGivesAndTheUpdateTime() async throws {
        let store = try SQLiteTodoStore(location: directory.location)
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

    @Test func anUpdateNeverBringsBackATodoDeletedElsewhere() async throws {
        let first = try SQLiteTodoStore(location: directory.location)
        let second = try SQLiteTodoStore(location: directory.location)
        let milk = Todo(title: "Milk", position: 1)
        try await first.save(milk, for: "Ada")
        try await second.delete(id: milk.id, for: "Ada")

        let found = try await first.update(id: milk.id, with: TodoChanges(isDone: true, updatedAt: .now), for: "Ada")

        #expect(!found, "it says the todo was not there")
        #expect(try await first.todos(for: "Ada").isEmpty)
        #expect(try await second.update(id: UUID(), with: TodoChanges(isDone: true, updatedAt: .now), for: "Ada") == false)
    }

    @Test func anUpdateKeepsEveryCharacterOfTheTitleAndNote() async throws {
        let store = try SQLiteTodoStore(location: directory.location)
        let todo = Todo(title: "plain", position: 1)
        try await store.save(todo, for: "Ada")
        let title = "nul\u{0}bell\u{7} 日本 👨‍👩‍👧"
        let note = "line one\r\nline two"
        try await store.update(id: todo.id, with: TodoChanges(title: title, note: note, updatedAt: .now), for: "Ada")
        let stored = try #require(try await store.todos(for: "Ada").first)
        #expect(stored.title == title)
        #expect(stored.note == note)
    }

    @Test func anEmptyTitleOrNoteIsWrittenNotTakenForNoChange() async throws {
        let store = try SQLiteTodoStore(location: directory.location)
        let milk = Todo(title: "Milk", note: "oat", position: 1)
        try await store.save(milk, for: "Ada")

        try await store.update(id: milk.id, with: TodoChanges(title: "", note: "", updatedAt: .now), for: "Ada")

        let stored = try #require(try await store.todo(id: milk.id, for: "Ada"))
        #expect(stored.title == "")
        #expect(stored.note == "")
    }

    @Test func summariesListEveryTodoInPositionOrderWithTitleAndDoneFlag() async throws {
        let store = try SQLiteTodoStore(location: directory.location)
        let bread = Todo(title: "Bread", note: "rye", isDone: true, position: 2)
        let milk = Todo(title: "Milk", note: "oat", position: 1)
        try await store.save([bread, milk], for: "Ada")
        try await store.save(Todo(title: "Grace's todo", position: 0), for: "Grace")

        let summaries = try await store.page(of: TodoQuery(user: "Ada"), after: nil, limit: 100)

        #expect(Array(summaries) == [TodoSummary(milk), TodoSummary(bread)])
    }

    @Test func oneTodoIsReadWholeByIdAndOnlyFromItsOwnersList() async throws {
        let store = try SQLiteTodoStore(location: directory.location)
        let milk = Todo(
            title: "Milk", note: "oat\nsemi-skimmed", isDone: true, position: 4,
            createdAt: Date(timeIntervalSinceReferenceDate: 1_000), updatedAt: Date(timeIntervalSinceReferenceDate: 2_000)
        )
        try await store.save(milk, for: "Ada")

        #expect(try await store.todo(id: milk.id, for: "Ada") == milk)
        #expect(try await store.todo(id: milk.id, for: "Grace") == nil)
        #expect(try await store.todo(id: UUID(), for: "Ada") == nil)
    }

    @Test func theOutsideChangeMarkMovesForAnotherStoresWritesButNotForItsOwn() async throws {
        let first = try SQLiteTodoStore(location: directory.location)
        let second = try SQLiteTodoStore(location: directory.location)
        let before = try await first.outsideChangeMark()

        try await first.save(Todo(title: "Mine", position: 1), for: "Ada")
        #expect(try await first.outsideChangeMark() == before, "its own write is no news to it")

        try await second.save(Todo(title: "Theirs", position: 2), for: "Ada")
        let after = try await first.outsideChangeMark()
        #expect(after != before)
        #expect(try await first.outsideChangeMark() == after, "it stays put until the next outside change")
    }
}
