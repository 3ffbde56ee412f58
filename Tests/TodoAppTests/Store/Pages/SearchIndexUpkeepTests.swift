import Foundation
import GRDB
import StoreFixtures
import Testing
@testable import TodoApp

/// Counts, pages and searches stay right after every kind of write: the store's own
/// (create, edit of a title and of a note, toggle, move, delete, restore, import, a
/// save of many) and another program's straight to the file.
@Suite struct SearchIndexUpkeepTests {
    let directory: TemporaryDirectory
    let store: SQLiteTodoStore
    static let searches = ["", "milk", "ab", "tea", "牛乳", "cat", "x", "note"]

    init() async throws {
        directory = try TemporaryDirectory()
        store = try SQLiteTodoStore(location: directory.location)
    }

    /// Every count and search of Ada's list agrees with her whole list as the store
    /// reads it, and the search index holds each todo once.
    private func expectAgreement(after step: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let todos = try await store.todos(for: "Ada")
        for filter in TodoFilter.allCases {
            for text in Self.searches {
                let query = TodoQuery(user: "Ada", filter: filter, search: TodoSearch(text))
                let expected = PagingOracle.ids(of: todos, shownBy: query)
                let pages = try await PagingOracle.walkForward(query, limit: 3) { try await store.page(of: query, after: $0, limit: 3) }
                #expect(pages == expected, "after \(step): \(filter) \"\(text)\"", sourceLocation: sourceLocation)
                #expect(try await store.count(of: query) == expected.count, "after \(step): count of \(filter) \"\(text)\"", sourceLocation: sourceLocation)
            }
        }
        let queue = try DatabaseQueue(path: directory.databaseFile.path)
        defer { try? queue.close() }
        let (indexed, texts, stale) = try await queue.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT count(DISTINCT doc) FROM todo_search_terms") ?? -1,
                try Int.fetchOne(db, sql: "SELECT count(*) FROM todo_search_text") ?? -1,
                try Int.fetchOne(db, sql: "SELECT count(*) FROM todo_search_stale") ?? -1
            )
        }
        let all = try await store.count(of: TodoQuery(user: "Ada")) + store.count(of: TodoQuery(user: "Bob"))
        #expect(indexed == all, "after \(step): each todo in the index once", sourceLocation: sourceLocation)
        #expect(texts == all, "after \(step): each todo's text kept once", sourceLocation: sourceLocation)
        #expect(stale == 0, "after \(step): nothing left to fold", sourceLocation: sourceLocation)
    }

    @MainActor
    @Test func countsAndSearchesFollowEveryWriteOfTheStore() async throws {
        let milk = Todo(title: "Buy milk", position: 1)
        let tea = Todo(title: "Green tea", note: "a note", isDone: true, position: 2)
        try await store.save(milk, for: "Ada")
        try await store.save(tea, for: "Ada")
        try await store.save(Todo(title: "Bob's milk", position: 1), for: "Bob")
        try await expectAgreement(after: "create")

        try await store.update(id: milk.id, with: TodoChanges(title: "Buy oat MILK and 牛乳", updatedAt: .now), for: "Ada")
        try await expectAgreement(after: "an edit of the title")

        try await store.update(id: tea.id, with: TodoChanges(note: "feed the cat", updatedAt: .now), for: "Ada")
        try await expectAgreement(after: "an edit of the note")

        try await store.update(id: tea.id, with: TodoChanges(isDone: false, updatedAt: .now), for: "Ada")
        try await store.update(id: milk.id, with: TodoChanges(isDone: true, updatedAt: .now), for: "Ada")
        try await expectAgreement(after: "toggles")

        try await store.update(id: milk.id, with: TodoChanges(position: 5, updatedAt: .now), for: "Ada")
        try await expectAgreement(after: "a move")

        let writer = TodoWriter(store: store)
        writer.submit(.delete(milk.id), for: "Ada") { _ in }
        await writer.drain()
        try await expectAgreement(after: "a delete")
        writer.submit(.restore(TodoSummary(milk)), for: "Ada") { _ in }
        await writer.drain()
        #expect(try await store.todo(id: milk.id, for: "Ada")?.title == "Buy oat MILK and 牛乳", "restored whole")
        try await expectAgreement(after: "a restore")

        let imported = try await store.importTodos([Todo(title: "Imported tab", note: "x marks", position: 0), milk], for: "Ada")
        #expect(imported == TodoImportResult(added: 1, alreadyThere: 1))
        try await expectAgreement(after: "an import")

        var changed = try await store.todos(for: "Ada")
        changed[0].title = "Cat food"
        changed[1].note = ""
        changed.append(Todo(title: "ab", position: 9))
        try await store.save(changed, for: "Ada")
        try await expectAgreement(after: "a save of many")

        try await store.delete(id: tea.id, for: "Ada")
        try await expectAgreement(after: "a second delete")
    }

    @Test func whatAnotherProgramWritesIsFoundAndCounted() async throws {
        let milk = Todo(title: "Buy milk", position: 1)
        let tea = Todo(title: "Green tea", position: 2)
        try await store.save([milk, tea, Todo(title: "Old", position: 3)], for: "Ada")
        _ = try await store.count(of: TodoQuery(user: "Ada", search: TodoSearch("milk")))

        let queue = try DatabaseQueue(path: directory.databaseFile.path)
        try await queue.write { db in
            try db.execute(sql: "UPDATE todos SET title = 'Feed the cat' WHERE id = ?", arguments: [Data(uuidBytes: milk.id)])
            try db.execute(sql: "UPDATE todos SET is_done = 1 WHERE id = ?", arguments: [Data(uuidBytes: tea.id)])
            try db.execute(sql: "DELETE FROM todos WHERE title = 'Old'")
            try db.execute(sql: """
                INSERT INTO todos (id, user_id, title, note, is_done, position, created_at, updated_at)
                SELECT randomblob(16), user_id, 'Another cat', 'from outside', 0, 4, 0, 0 FROM todos LIMIT 1
                """)
        }
        try queue.close()

        let cats = try await store.page(of: TodoQuery(user: "Ada", search: TodoSearch("cat")), after: nil, limit: 10)
        #expect(cats.map(\.title) == ["Feed the cat", "Another cat"])
        #expect(try await store.count(of: TodoQuery(user: "Ada", search: TodoSearch("milk"))) == 0)
        #expect(try await store.count(of: TodoQuery(user: "Ada", filter: .done)) == 1)
        try await expectAgreement(after: "another program's writes")
    }
}
