import Foundation
import Testing
import TodoApp

/// Field-level updates: what two instances editing one todo each keep.
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

        var toggled = milk
        toggled.isDone = true
        try await first.update(toggled, fields: .isDone, for: "Ada")
        // The second instance still has the old copy, and edits the title.
        var renamed = milk
        renamed.title = "Milk and eggs"
        try await second.update(renamed, fields: [.title, .note], for: "Ada")

        let stored = try #require(try await first.todos(for: "Ada").first)
        #expect(stored.title == "Milk and eggs")
        #expect(stored.isDone, "the first instance's toggle survives the second's edit")
        #expect(stored.note == "oat")
    }

    @Test func anUpdateNeverBringsBackATodoDeletedElsewhere() async throws {
        let first = try SQLiteTodoStore(location: directory.location)
        let second = try SQLiteTodoStore(location: directory.location)
        var milk = Todo(title: "Milk", position: 1)
        try await first.save(milk, for: "Ada")
        try await second.delete(id: milk.id, for: "Ada")

        milk.isDone = true
        try await first.update(milk, fields: .isDone, for: "Ada")

        #expect(try await first.todos(for: "Ada").isEmpty)
    }

    @Test func anUpdateKeepsEveryCharacterOfTheTitleAndNote() async throws {
        let store = try SQLiteTodoStore(location: directory.location)
        var todo = Todo(title: "plain", position: 1)
        try await store.save(todo, for: "Ada")
        todo.title = "nul\u{0}bell\u{7} 日本 👨‍👩‍👧"
        todo.note = "line one\r\nline two"
        try await store.update(todo, fields: [.title, .note], for: "Ada")
        let stored = try #require(try await store.todos(for: "Ada").first)
        #expect(stored.title == todo.title)
        #expect(stored.note == todo.note)
    }
}
