import Foundation
import PostgresTesting
import Testing
@testable import TodoApp

/// A list shared for reading only refuses every change through the store with
/// ``TodoStoreError/readOnlyList(name:owner:)``, and the todo stays as it was; what is
/// the reader's own (how she sees the list, her drafts) she keeps.
@Suite struct ReadOnlyShareTests {
    let database: TodoTestDatabase
    let adas: ServerTodoStore
    let graces: ServerTodoStore
    let milk = Todo(title: "Milk", note: "oat", position: 0)
    let refusal = TodoStoreError.readOnlyList(name: "Groceries", owner: "ada")

    init() async throws {
        database = try await TodoTestDatabase.make()
        adas = database.store(as: .ada)
        graces = database.store(as: .grace)
        try await adas.save(milk, for: "Groceries")
        try await adas.share("Groceries", with: "grace", readOnly: true)
    }

    /// Every write the app makes, to the list Grace opens as `name`.
    private func everyWrite(to name: String, in store: ServerTodoStore) -> [(String, @Sendable () async throws -> Void)] {
        let milk = milk
        let changed = Todo(id: milk.id, title: "Milk and eggs", position: milk.position)
        return [
            ("save", { try await store.save(changed, for: name) }),
            ("save a new one", { try await store.save(Todo(title: "Bread", position: 1), for: name) }),
            ("save many", { try await store.save([changed, Todo(title: "Bread", position: 1)], for: name) }),
            ("import", { _ = try await store.importTodos([Todo(title: "Bread", position: 1)], for: name) }),
            ("update", { try await store.update(id: milk.id, with: TodoChanges(isDone: true, updatedAt: .now), for: name) }),
            ("delete", { try await store.delete(id: milk.id, for: name) }),
        ]
    }

    @Test func everyWriteIsRefusedAndTheTodoStaysAsItWas() async throws {
        for (what, write) in everyWrite(to: "Groceries", in: graces) {
            await #expect(throws: refusal, "\(what)") { try await write() }
        }
        #expect(try await adas.todos(for: "Groceries") == [milk])
        #expect(try await graces.todos(for: "Groceries · ada") == [milk])
    }

    @Test func aShareMadeReadOnlyWhileTheListIsOpenRefusesTheNextWriteAsReadOnly() async throws {
        try await adas.share("Groceries", with: "grace", readOnly: false)
        let open = database.store(as: .grace)
        try await open.update(id: milk.id, with: TodoChanges(note: "oat, 2 l", updatedAt: .now), for: "Groceries")
        try await adas.share("Groceries", with: "grace", readOnly: true)
        let now = try #require(try await adas.todo(id: milk.id, for: "Groceries"))

        for (what, write) in everyWrite(to: "Groceries", in: open) {
            await #expect(throws: refusal, "\(what)") { try await write() }
        }
        #expect(try await adas.todos(for: "Groceries") == [now])
    }

    @Test func aShareTakenBackWhileTheListIsOpenRefusesTheNextWriteAsNoSuchList() async throws {
        try await adas.share("Groceries", with: "grace", readOnly: false)
        let open = database.store(as: .grace)
        #expect(try await open.todos(for: "Groceries") == [milk])
        try await adas.unshare("Groceries", with: "grace")

        for (what, write) in everyWrite(to: "Groceries", in: open) {
            await #expect(throws: TodoStoreError.noSuchList(name: "Groceries · ada"), "\(what)") { try await write() }
        }
        #expect(try await adas.todos(for: "Groceries") == [milk])
        #expect(try await open.userNames().isEmpty, "no list of her own made in its place")
    }

    @Test func theReaderKeepsHerOwnSettingsAndDraftsOfTheList() async throws {
        try await graces.saveListSettings(TodoListSettings(filter: .done, sort: .priority), for: "Groceries")
        #expect(try await graces.listSettings(for: "Groceries") == TodoListSettings(filter: .done, sort: .priority))
        #expect(try await adas.listSettings(for: "Groceries") == TodoListSettings(), "the owner's are hers")
        let draft = EditorDraft(
            todoID: milk.id, title: "Milk?", note: "", field: .title, savedAt: Date(timeIntervalSinceReferenceDate: 1_000), owner: .current
        )
        try await graces.saveDraft(draft, for: "Groceries")
        #expect(try await graces.drafts(for: "Groceries") == [draft])
        #expect(try await adas.drafts(for: "Groceries").isEmpty)
    }
}
