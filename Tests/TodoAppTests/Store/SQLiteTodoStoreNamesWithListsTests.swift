import Foundation
import Testing
@testable import TodoApp

/// The names the name prompt offers: those with a todo, as first spelled.
@Suite struct SQLiteTodoStoreNamesWithListsTests {
    let directory: TemporaryDirectory
    let store: SQLiteTodoStore

    init() throws {
        directory = try TemporaryDirectory()
        store = try SQLiteTodoStore(location: directory.location)
    }

    @Test func theNamesWithATodoComeInTheSpellingFirstUsedIgnoringCaseInTheirOrder() async throws {
        try await store.save(Todo(title: "a", position: 0), for: "grace")
        try await store.save(Todo(title: "b", position: 0), for: "Ada")
        try await store.save(Todo(title: "c", position: 1), for: "ADA")
        try await store.save(Todo(title: "d", position: 0), for: "Bob")
        #expect(try await store.userNames() == ["Ada", "Bob", "grace"])
    }

    @Test func aNameWithoutATodoIsNotOffered() async throws {
        let todo = Todo(title: "a", position: 0)
        try await store.save(todo, for: "Ada")
        try await store.delete(id: todo.id, for: "Ada")
        try await store.saveListSettings(TodoListSettings(filter: .done, sort: .manual), for: "Grace")
        #expect(try await store.userNames() == [])
    }
}
