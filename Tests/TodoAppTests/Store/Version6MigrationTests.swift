import Foundation
import GRDB
import StoreFixtures
import Testing
@testable import TodoApp

/// A database of v5 (the release before pages) opens with each todo under a key that is
/// its old rowid, its lists in the same order, and counts and a search index of all it
/// holds.
@Suite struct Version6MigrationTests {
    let directory: TemporaryDirectory
    let todos: [Todo]
    let bobs: [Todo]

    init() throws {
        directory = try TemporaryDirectory()
        var random = RandomTodos(seed: 5)
        todos = random.todos(80)
        bobs = random.todos(10)
        let queue = try DatabaseQueue(path: directory.databaseFile.path)
        try TodoDatabaseSchema.migrator.migrate(queue, upTo: "v5: the editor's unsaved draft")
        try queue.write { db in
            for (user, list) in [("Ada", todos), ("Bob", bobs)] {
                try db.execute(sql: "INSERT INTO users (name, name_key) VALUES (?, ?)", arguments: [user, UserName.key(for: user)])
                let userID = db.lastInsertedRowID
                for todo in list {
                    try db.execute(sql: """
                        INSERT INTO todos (id, user_id, title, note, is_done, position, priority, due_date, created_at, updated_at)
                        VALUES (?, ?, CAST(? AS TEXT), CAST(? AS TEXT), ?, ?, ?, ?, ?, ?)
                        """, arguments: [
                            Data(uuidBytes: todo.id), userID, Data(todo.title.utf8), Data(todo.note.utf8), todo.isDone,
                            todo.position, todo.priority.rawValue, todo.dueDate?.description,
                            todo.createdAt.timeIntervalSinceReferenceDate, todo.updatedAt.timeIntervalSinceReferenceDate,
                        ])
                }
            }
            try db.execute(sql: "DELETE FROM todos WHERE rowid % 7 = 0")
        }
        try queue.close()
    }

    private func rowids() throws -> [Data: Int64] {
        let queue = try DatabaseQueue(path: directory.databaseFile.path)
        defer { try? queue.close() }
        return try queue.read { db in
            let column = try db.columns(in: "todos").contains { $0.name == "key" } ? "key" : "rowid"
            return try Dictionary(uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT id, \(column) FROM todos").map { ($0[0], $0[1]) })
        }
    }

    @Test func everyFieldOfEachTodoAndEachUsersSettingsAndDraftSurviveTheUpgrade() async throws {
        let draftedAt = Date(timeIntervalSinceReferenceDate: 786_000_000.5)
        let queue = try DatabaseQueue(path: directory.databaseFile.path)
        try await queue.write { db in
            try db.execute(sql: "UPDATE users SET list_filter = 'open', list_sort = 'due' WHERE name = 'Ada'")
            try db.execute(sql: """
                INSERT INTO drafts (user_id, todo_id, title, note, field, saved_at)
                SELECT id, NULL, 'Half-typed 東京', ?, 'note', ? FROM users WHERE name = 'Bob'
                """, arguments: ["line one\nline two", draftedAt.timeIntervalSinceReferenceDate])
        }
        try queue.close()
        let kept = Set(try rowids().keys)

        let store = try SQLiteTodoStore(location: directory.location)
        for (user, list) in [("Ada", todos), ("Bob", bobs)] {
            let expected = list.filter { kept.contains(Data(uuidBytes: $0.id)) }
            let upgraded = try await store.todos(for: user)
            #expect(!expected.isEmpty)
            #expect(Dictionary(uniqueKeysWithValues: upgraded.map { ($0.id, $0) })
                == Dictionary(uniqueKeysWithValues: expected.map { ($0.id, $0) }), "\(user)'s todos, every field")
        }
        #expect(try await store.listSettings(for: "Ada") == TodoListSettings(filter: .open, sort: .dueDate))
        #expect(try await store.listSettings(for: "Bob") == TodoListSettings())
        let drafts = try await store.drafts(for: "Bob")
        #expect(drafts.count == 1)
        let draft = try #require(drafts.first)
        #expect(draft.title == "Half-typed 東京" && draft.note == "line one\nline two" && draft.field == .note && draft.todoID == nil)
        #expect(draft.owner == nil, "a draft from before owners belongs to no running process: the next login offers it")
        #expect(try await store.drafts(for: "Ada").isEmpty)
    }

    @Test func eachTodoKeepsItsRowidAsItsKey() async throws {
        let before = try rowids()
        _ = try SQLiteTodoStore(location: directory.location)
        #expect(try rowids() == before)
    }

    @Test func theMigratedListsPagesCountsAndSearchesAgreeWithTheListInMemory() async throws {
        let store = try SQLiteTodoStore(location: directory.location)
        let kept = try await store.todos(for: "Ada")
        #expect(kept.count < todos.count, "some were deleted before")
        for filter in TodoFilter.allCases {
            for sort in TodoSort.allCases {
                for text in ["", "milk", "ab", "東京", "cafe", "x"] {
                    let query = TodoQuery(user: "Ada", filter: filter, sort: sort, search: TodoSearch(text))
                    let expected = PagingOracle.ids(of: kept, shownBy: query)
                    #expect(try await PagingOracle.walkForward(query, limit: 9) { try await store.page(of: query, after: $0, limit: 9) } == expected)
                    #expect(try await store.count(of: query) == expected.count)
                }
            }
        }
        #expect(try await store.count(of: TodoQuery(user: "Bob")) == store.todos(for: "Bob").count)
    }

    @Test func aTodoAddedAfterTheMigrationIsCountedAndFound() async throws {
        let store = try SQLiteTodoStore(location: directory.location)
        let count = try await store.count(of: TodoQuery(user: "Ada"))
        try await store.save(Todo(title: "Brand new kettle", position: 1_000), for: "Ada")
        #expect(try await store.count(of: TodoQuery(user: "Ada")) == count + 1)
        #expect(try await store.page(of: TodoQuery(user: "Ada", search: TodoSearch("kettle")), after: nil, limit: 5).map(\.title) == ["Brand new kettle"])
    }
}
