import Foundation
import Testing
@testable import TodoApp

/// The SQLite store against real database files in a temporary directory.
@Suite struct SQLiteTodoStoreTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    private func openStore() throws -> SQLiteTodoStore {
        try SQLiteTodoStore(location: directory.location)
    }

    @Test func savedTodosAreFoundAfterReopening() async throws {
        let milk = Todo(title: "Buy milk", note: "semi-skimmed", position: 0)
        let call = Todo(title: "Call Bob", isDone: true, position: 1)
        do {
            let store = try openStore()
            try await store.save(milk, for: "Ada")
            try await store.save(call, for: "Ada")
        }
        let reopened = try openStore()
        #expect(try await reopened.todos(for: "Ada") == [milk, call])
    }

    @Test func twoStoresOnOneFileKeepEachOthersAdditions() async throws {
        let first = try openStore()
        let second = try openStore()
        async let fromFirst: Void = addTodos(titled: "first", count: 40, to: first)
        async let fromSecond: Void = addTodos(titled: "second", count: 40, to: second)
        _ = try await (fromFirst, fromSecond)

        let seenByFirst = try await first.todos(for: "Ada").map(\.title)
        let seenBySecond = try await second.todos(for: "Ada").map(\.title)
        #expect(seenByFirst.count == 80)
        #expect(Set(seenByFirst) == Set(seenBySecond))
        #expect(Set(seenByFirst) == Set((0..<40).flatMap { ["first \($0)", "second \($0)"] }))
    }

    private func addTodos(titled prefix: String, count: Int, to store: SQLiteTodoStore) async throws {
        for index in 0..<count {
            let position = try await store.nextPosition(for: "Ada")
            try await store.save(Todo(title: "\(prefix) \(index)", position: position), for: "Ada")
        }
    }

    @Test func aChangeSavedByOneStoreIsSeenByAnother() async throws {
        let first = try openStore()
        let second = try openStore()
        var todo = Todo(title: "Draft", position: 0)
        try await first.save(todo, for: "Ada")
        todo.title = "Final"
        todo.isDone = true
        try await second.save(todo, for: "Ada")
        #expect(try await first.todos(for: "Ada") == [todo])
    }

    @Test func eachUserSeesOnlyTheirOwnList() async throws {
        let store = try openStore()
        let adas = Todo(title: "Ada's", position: 0)
        let bobs = Todo(title: "Bob's", position: 0)
        try await store.save(adas, for: "Ada")
        try await store.save(bobs, for: "Bob")
        #expect(try await store.todos(for: "Ada") == [adas])
        #expect(try await store.todos(for: "Bob") == [bobs])
        #expect(try await store.todos(for: "Carol") == [])
        #expect(try await store.todos(for: "Carol").count == 0)
    }

    @Test func namesAreTrimmed() async throws {
        let store = try openStore()
        let todo = Todo(title: "Shared", position: 0)
        try await store.save(todo, for: "  Ada\t")
        #expect(try await store.todos(for: "Ada") == [todo])
        #expect(try await store.todos(for: "A da") == [])
    }

    @Test func anEmptyUserNameIsRefused() async throws {
        let store = try openStore()
        await #expect(throws: TodoStoreError.emptyUserName) {
            try await store.save(Todo(title: "Nobody's", position: 0), for: " \n ")
        }
    }

    @Test func deletingATodoRemovesOnlyThatOne() async throws {
        let store = try openStore()
        let keep = Todo(title: "Keep", position: 0)
        let drop = Todo(title: "Drop", position: 1)
        try await store.save([keep, drop], for: "Ada")
        try await store.delete(id: drop.id, for: "Ada")
        #expect(try await store.todos(for: "Ada") == [keep])
    }

    @Test func anotherUserCannotDeleteOrOverwriteATodo() async throws {
        let store = try openStore()
        let adas = Todo(title: "Ada's", position: 0)
        try await store.save(adas, for: "Ada")
        try await store.delete(id: adas.id, for: "Bob")
        var hijacked = adas
        hijacked.title = "Bob's now"
        await #expect(throws: TodoStoreError.todoBelongsToAnotherUser(id: adas.id)) {
            try await store.save(hijacked, for: "Bob")
        }
        #expect(try await store.todos(for: "Ada") == [adas])
        #expect(try await store.todos(for: "Bob") == [])
    }

    @Test func savingAnExistingTodoUpdatesItInPlace() async throws {
        let store = try openStore()
        var todo = Todo(title: "Draft", position: 0)
        try await store.save(todo, for: "Ada")
        todo.title = "Final"
        todo.note = "now with a note"
        todo.isDone = true
        todo.updatedAt = todo.createdAt.addingTimeInterval(60)
        try await store.save(todo, for: "Ada")
        #expect(try await store.todos(for: "Ada") == [todo])
    }

    @Test func todosComeBackInPositionOrder() async throws {
        let store = try openStore()
        let todos = [5, 1, 9, 3, 7].map { Todo(title: "at \($0)", position: $0) }
        for todo in todos {
            try await store.save(todo, for: "Ada")
        }
        #expect(try await store.todos(for: "Ada").map(\.position) == [1, 3, 5, 7, 9])
    }

    @Test func theNextPositionIsAfterTheLastTodo() async throws {
        let store = try openStore()
        #expect(try await store.nextPosition(for: "Ada") == 0)
        try await store.save(Todo(title: "far", position: 41), for: "Ada")
        try await store.save(Todo(title: "near", position: 2), for: "Ada")
        #expect(try await store.nextPosition(for: "Ada") == 42)
        #expect(try await store.nextPosition(for: "Bob") == 0)
    }

    @Test func aListSavedOutOfOrderIsReadInPositionOrderWholeAndAsSummaries() async throws {
        let store = try openStore()
        let todos = (0..<10).map { Todo(title: "\($0)", position: $0) }
        try await store.save(todos.reversed(), for: "Ada")
        #expect(try await store.todos(for: "Ada") == todos)
        #expect(Array(try await store.page(of: TodoQuery(user: "Ada"), after: nil, limit: 100)) == todos.map(TodoSummary.init))
        #expect(try await store.todos(for: "Ada").count == 10)
    }

    @Test func anyUnicodeRoundTripsExactly() async throws {
        let titles = [
            "買い物 リスト 📝",
            "👩‍👩‍👧‍👦 family, 🇯🇵 flag, e\u{301} combining",
            "nul \u{0} bell \u{7} escape \u{1B}[31mred\u{1B}[0m del \u{7F} c1 \u{9B}",
            "tab\there, carriage\rreturn",
            "עברית and العربية",
            "\u{FEFF}bom and \u{200B}zero width",
        ]
        let store = try openStore()
        let todos = titles.enumerated().map { index, title in
            Todo(title: title, note: "line one\nline two\r\n\u{0}\n\n😀 end", position: index)
        }
        try await store.save(todos, for: "名前 😀")
        let reopened = try openStore()
        let loaded = try await reopened.todos(for: "名前 😀")
        #expect(loaded == todos)
        #expect(loaded.map { Array($0.title.utf8) } == titles.map { Array($0.utf8) })
    }

    @Test func datesRoundTripToTheBit() async throws {
        let store = try openStore()
        let created = Date(timeIntervalSinceReferenceDate: 786_123_456.123_456_7)
        let todo = Todo(title: "precise", position: 0, createdAt: created, updatedAt: created.addingTimeInterval(0.000_001))
        try await store.save(todo, for: "Ada")
        let loaded = try #require(try await store.todos(for: "Ada").first)
        #expect(loaded.createdAt == todo.createdAt)
        #expect(loaded.updatedAt == todo.updatedAt)
    }

    @Test func saveOfManyTodosIsAllOrNothing() async throws {
        let store = try openStore()
        let bobs = Todo(title: "Bob's", position: 0)
        try await store.save(bobs, for: "Bob")
        let batch = [Todo(title: "one", position: 0), bobs, Todo(title: "three", position: 2)]
        await #expect(throws: TodoStoreError.todoBelongsToAnotherUser(id: bobs.id)) {
            try await store.save(batch, for: "Ada")
        }
        #expect(try await store.todos(for: "Ada") == [])
    }
}
