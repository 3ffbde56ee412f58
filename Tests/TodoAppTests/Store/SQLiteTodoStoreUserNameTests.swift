import Foundation
import GRDB
import StoreFixtures
import Testing
@testable import TodoApp

/// Names that differ only in case or Unicode normalisation open one list.
@Suite struct SQLiteTodoStoreUserNameTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    private func openStore() throws -> SQLiteTodoStore {
        try SQLiteTodoStore(location: directory.location)
    }

    @Test(arguments: ["ada", "ADA", " aDa "])
    func aNameInAnotherCaseOpensTheSameList(other: String) async throws {
        let store = try openStore()
        let todo = Todo(title: "Buy milk", position: 0)
        try await store.save(todo, for: "Ada")
        #expect(try await store.todos(for: other) == [todo])
        #expect(try await store.nextPosition(for: other) == 1)
        #expect(try await store.todo(id: todo.id, for: other) == todo)
    }

    @Test(arguments: [("Jos\u{E9}", "Jose\u{301}"), ("Jose\u{301}", "JOS\u{C9}"), ("Straße", "STRASSE"), ("Σίσυφος", "ΣΊΣΥΦΟΣ")])
    func aNameInAnotherUnicodeFormOpensTheSameList(first: String, other: String) async throws {
        let store = try openStore()
        let todo = Todo(title: "Buy milk", position: 0)
        try await store.save(todo, for: first)
        #expect(try await store.todos(for: other) == [todo])
    }

    /// ASCII names take a shortcut (lowering their letters); their key must be the one
    /// Foundation's folding gives, which keys in existing files were made with.
    @Test func anASCIINameHasTheKeyFoundationsFoldingGivesIt() {
        let printable = String((0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) })
        for name in [printable, "Ada Lovelace", "ZZ_top-99", "\t~Q\u{7F}"] {
            let folded = name.decomposedStringWithCanonicalMapping
                .folding(options: .caseInsensitive, locale: nil)
                .precomposedStringWithCanonicalMapping
            #expect(UserName.key(for: name) == folded)
        }
    }

    @Test func changesMadeUnderAnotherCaseReachTheSameTodos() async throws {
        let store = try openStore()
        let todo = Todo(title: "Buy milk", position: 0)
        try await store.save(todo, for: "Ada")
        #expect(try await store.update(id: todo.id, with: TodoChanges(isDone: true, updatedAt: Date()), for: "ADA"))
        try await store.save(Todo(title: "Call Bob", position: 1), for: "ada")
        #expect(try await store.todos(for: "Ada").map(\.isDone) == [true, false])
        try await store.delete(id: todo.id, for: "aDA")
        #expect(try await store.todos(for: "Ada").map(\.title) == ["Call Bob"])
    }

    @Test func theSpellingFirstUsedIsKept() async throws {
        let store = try openStore()
        try await store.save(Todo(title: "first", position: 0), for: "Ada")
        try await store.save(Todo(title: "second", position: 1), for: "ADA")
        #expect(try await store.knownName(for: "ada") == "Ada")
        let queue = try DatabaseQueue(path: directory.databaseFile.path)
        #expect(try await queue.read { db in try String.fetchAll(db, sql: "SELECT name FROM users") } == ["Ada"])
    }

    @Test func aNameNeverSeenIsUnknown() async throws {
        let store = try openStore()
        try await store.save(Todo(title: "first", position: 0), for: "Ada")
        #expect(try await store.knownName(for: "Bob") == nil)
        #expect(try await store.todos(for: "Bob") == [])
    }

    @Test func aDatabaseAlreadyHoldingTwoSuchNamesKeepsBothListsAndTheExactSpellingChooses() async throws {
        try makeVersion1Database(users: ["Ada": "upper", "ada": "lower"])
        let store = try openStore()
        #expect(try await store.todos(for: "Ada").map(\.title) == ["upper"])
        #expect(try await store.todos(for: "ada").map(\.title) == ["lower"])
        // Any other spelling: the name used first.
        #expect(try await store.todos(for: "ADA").map(\.title) == ["upper"])
        try await store.save(Todo(title: "lower again", position: 1), for: "ada")
        #expect(try await store.todos(for: "ada").map(\.title) == ["lower", "lower again"])
        #expect(try await store.todos(for: "Ada").map(\.title) == ["upper"])
    }

    @Test func findingAUserReadsTheIndexNotTheTable() async throws {
        _ = try openStore()
        let queue = try DatabaseQueue(path: directory.databaseFile.path)
        let plan = try await queue.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + SQLiteTodoStore.userLookup, arguments: ["ada", "Ada"])
                .map { $0["detail"] as String }
        }
        #expect(plan.contains { $0.contains("USING INDEX users_by_name_key") }, "\(plan)")
        #expect(!plan.contains { $0.hasPrefix("SCAN") }, "\(plan)")
    }

    /// A database as todo-tui 0.1.0 left it, holding one todo for each of `users`
    /// (name: title) in that order.
    private func makeVersion1Database(users: KeyValuePairs<String, String>) throws {
        let entries = users.map { Release010Database.Entry(user: $0.key, todo: Todo(title: $0.value, position: 0)) }
        try Release010Database.write(entries, to: directory.databaseFile)
    }
}
