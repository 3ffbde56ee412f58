import Foundation
import Testing
@testable import TodoApp

/// Saving, reading and deleting todos, on either backend: each store opened on one place
/// sees what the others saved. On a server, each "user" is one of the role's lists.
@Suite struct TodoStoreTests {
    @Test(arguments: StoreBackend.allCases)
    func savedTodosAreFoundAfterReopening(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let milk = Todo(title: "Buy milk", note: "semi-skimmed", position: 0)
        let call = Todo(title: "Call Bob", isDone: true, position: 1)
        do {
            let store = try place.openStore()
            try await store.save(milk, for: "Ada")
            try await store.save(call, for: "Ada")
        }
        let reopened = try place.openStore()
        #expect(try await reopened.todos(for: "Ada") == [milk, call])
    }

    @Test(arguments: StoreBackend.allCases)
    func twoStoresOnOnePlaceKeepEachOthersAdditions(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let first = try place.openStore()
        let second = try place.openStore()
        async let fromFirst: Void = addTodos(titled: "first", count: 40, to: first)
        async let fromSecond: Void = addTodos(titled: "second", count: 40, to: second)
        _ = try await (fromFirst, fromSecond)

        let seenByFirst = try await first.todos(for: "Ada").map(\.title)
        let seenBySecond = try await second.todos(for: "Ada").map(\.title)
        #expect(seenByFirst.count == 80)
        #expect(Set(seenByFirst) == Set(seenBySecond))
        #expect(Set(seenByFirst) == Set((0..<40).flatMap { ["first \($0)", "second \($0)"] }))
    }

    private func addTodos(titled prefix: String, count: Int, to store: any TodoStore) async throws {
        for index in 0..<count {
            let position = try await store.nextPosition(for: "Ada")
            try await store.save(Todo(title: "\(prefix) \(index)", position: position), for: "Ada")
        }
    }

    @Test(arguments: StoreBackend.allCases)
    func aChangeSavedByOneStoreIsSeenByAnother(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let first = try place.openStore()
        let second = try place.openStore()
        var todo = Todo(title: "Draft", position: 0)
        try await first.save(todo, for: "Ada")
        todo.title = "Final"
        todo.isDone = true
        try await second.save(todo, for: "Ada")
        #expect(try await first.todos(for: "Ada") == [todo])
    }

    @Test(arguments: StoreBackend.allCases)
    func eachUserSeesOnlyTheirOwnList(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        let adas = Todo(title: "Ada's", position: 0)
        let bobs = Todo(title: "Bob's", position: 0)
        try await store.save(adas, for: "Ada")
        try await store.save(bobs, for: "Bob")
        #expect(try await store.todos(for: "Ada") == [adas])
        #expect(try await store.todos(for: "Bob") == [bobs])
        #expect(try await store.todos(for: "Carol") == [])
    }

    @Test(arguments: StoreBackend.allCases)
    func namesAreTrimmed(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        let todo = Todo(title: "Shared", position: 0)
        try await store.save(todo, for: "  Ada\t")
        #expect(try await store.todos(for: "Ada") == [todo])
        #expect(try await store.todos(for: "A da") == [])
    }

    @Test(arguments: StoreBackend.allCases)
    func anEmptyUserNameIsRefused(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        await #expect(throws: TodoStoreError.emptyUserName) {
            try await store.save(Todo(title: "Nobody's", position: 0), for: " \n ")
        }
    }

    @Test(arguments: StoreBackend.allCases)
    func deletingATodoRemovesOnlyThatOne(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        let keep = Todo(title: "Keep", position: 0)
        let drop = Todo(title: "Drop", position: 1)
        try await store.save([keep, drop], for: "Ada")
        try await store.delete(id: drop.id, for: "Ada")
        #expect(try await store.todos(for: "Ada") == [keep])
    }

    /// On SQLite a todo's id is unique in the file, so saving one under another user is
    /// refused; on a server ids are per list, so it makes a todo of that list's own.
    /// Either way the first list keeps its todo as it was.
    @Test(arguments: StoreBackend.allCases)
    func anotherUserCannotDeleteOrOverwriteATodo(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        let adas = Todo(title: "Ada's", position: 0)
        try await store.save(adas, for: "Ada")
        try await store.delete(id: adas.id, for: "Bob")
        var hijacked = adas
        hijacked.title = "Bob's now"
        switch backend {
        case .sqlite:
            await #expect(throws: TodoStoreError.todoBelongsToAnotherUser(id: adas.id)) {
                try await store.save(hijacked, for: "Bob")
            }
            #expect(try await store.todos(for: "Bob") == [])
        case .server, .synced:
            try await store.save(hijacked, for: "Bob")
            #expect(try await store.todos(for: "Bob") == [hijacked])
        }
        #expect(try await store.todos(for: "Ada") == [adas])
    }

    @Test(arguments: StoreBackend.allCases)
    func savingAnExistingTodoUpdatesItInPlace(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        var todo = Todo(title: "Draft", position: 0)
        try await store.save(todo, for: "Ada")
        todo.title = "Final"
        todo.note = "now with a note"
        todo.isDone = true
        todo.updatedAt = todo.createdAt.addingTimeInterval(60)
        try await store.save(todo, for: "Ada")
        #expect(try await store.todos(for: "Ada") == [todo])
    }

    @Test(arguments: StoreBackend.allCases)
    func todosComeBackInPositionOrder(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        let todos = [5, 1, 9, 3, 7].map { Todo(title: "at \($0)", position: $0) }
        for todo in todos {
            try await store.save(todo, for: "Ada")
        }
        #expect(try await store.todos(for: "Ada").map(\.position) == [1, 3, 5, 7, 9])
    }

    @Test(arguments: StoreBackend.allCases)
    func theNextPositionIsAfterTheLastTodo(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        #expect(try await store.nextPosition(for: "Ada") == 0)
        try await store.save(Todo(title: "far", position: 41), for: "Ada")
        try await store.save(Todo(title: "near", position: 2), for: "Ada")
        #expect(try await store.nextPosition(for: "Ada") == 42)
        #expect(try await store.nextPosition(for: "Bob") == 0)
    }

    @Test(arguments: StoreBackend.allCases)
    func aListSavedOutOfOrderIsReadInPositionOrderWholeAndAsSummaries(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        let todos = (0..<10).map { Todo(title: "\($0)", position: $0) }
        try await store.save(todos.reversed(), for: "Ada")
        #expect(try await store.todos(for: "Ada") == todos)
        #expect(Array(try await store.page(of: TodoQuery(user: "Ada"), after: nil, limit: 100)) == todos.map(TodoSummary.init))
    }

    /// Every character comes back as it was, but for U+0000, which PostgreSQL's text
    /// cannot hold: a server keeps U+FFFD in its place.
    @Test(arguments: StoreBackend.allCases)
    func anyUnicodeRoundTripsExactly(backend: StoreBackend) async throws {
        let titles = [
            "買い物 リスト 📝",
            "👩‍👩‍👧‍👦 family, 🇯🇵 flag, e\u{301} combining",
            "nul \u{0} bell \u{7} escape \u{1B}[31mred\u{1B}[0m del \u{7F} c1 \u{9B}",
            "tab\there, carriage\rreturn",
            "עברית and العربية",
            "\u{FEFF}bom and \u{200B}zero width",
        ]
        let place = try await backend.makePlace()
        let todos = titles.enumerated().map { index, title in
            Todo(title: title, note: "line one\nline two\r\n\u{0}\n\n😀 end", position: index)
        }
        try await place.openStore().save(todos, for: "名前 😀")
        let loaded = try await place.openStore().todos(for: "名前 😀")
        #expect(loaded.map(\.title) == titles.map(place.stored))
        #expect(loaded.map { Array($0.title.utf8) } == titles.map { Array(place.stored($0).utf8) })
        #expect(loaded.map(\.note) == todos.map { place.stored($0.note) })
        #expect(loaded.map(\.id) == todos.map(\.id))
    }

    @Test(arguments: StoreBackend.allCases)
    func datesRoundTripToTheBit(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        let created = Date(timeIntervalSinceReferenceDate: 786_123_456.123_456_7)
        let todo = Todo(title: "precise", position: 0, createdAt: created, updatedAt: created.addingTimeInterval(0.000_001))
        try await store.save(todo, for: "Ada")
        let loaded = try #require(try await store.todos(for: "Ada").first)
        #expect(loaded.createdAt == todo.createdAt)
        #expect(loaded.updatedAt == todo.updatedAt)
    }

    /// A batch that one todo spoils saves none. What spoils it differs: on SQLite a todo
    /// another user has; on a server, where ids are per list, a title the test's database
    /// is made to refuse. Through a copy the batch is all made here, in one transaction,
    /// and a change the server refuses becomes a notice (see `SyncedStoreTests`).
    @Test(arguments: [StoreBackend.sqlite, .server])
    func saveOfManyTodosIsAllOrNothing(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        let spoiler: Todo
        switch backend {
        case .sqlite:
            spoiler = Todo(title: "Bob's", position: 1)
            try await store.save(spoiler, for: "Bob")
        case .server, .synced:
            spoiler = Todo(title: "refused", position: 1)
            try place.database!.connect(as: .schemaOwner)
                .execute("ALTER TABLE todo_tui.todos ADD CONSTRAINT no_refused CHECK (title <> 'refused')")
        }
        let batch = [Todo(title: "one", position: 0), spoiler, Todo(title: "three", position: 2)]
        let error = await #expect(throws: TodoStoreError.self) {
            try await store.save(batch, for: "Ada")
        }
        if backend == .sqlite { #expect(error == .todoBelongsToAnotherUser(id: spoiler.id)) }
        #expect(try await store.todos(for: "Ada") == [])
    }
}
