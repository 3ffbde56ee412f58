import Foundation
import GRDB
import Testing
@testable import TodoApp

/// Pages read straight from the database give the order a list held in memory gives
/// (`TodoOrder` and `TodoSearch`), in every filter and sort, forward and backward, by
/// either way a search finds its todos.
@Suite struct SQLiteTodoStorePagingTests {
    let directory: TemporaryDirectory
    let store: SQLiteTodoStore
    let todos: [Todo]

    static let searches = ["", "a", "ab", "cafe", "milk", "牛", "牛乳", "week 9", "zz", "\"", "%", "_", "*", "and", "near(", "e\nb", "ＭＩＬＫ", "milk oat", "東京 牛", "b a", "week review", "9 week"]

    init() async throws {
        directory = try TemporaryDirectory()
        store = try SQLiteTodoStore(location: directory.location)
        var random = RandomTodos(seed: 13)
        todos = random.todos(150)
        try await store.save(todos, for: "Ada")
        try await store.save(random.todos(20), for: "Bob")
    }

    static var queries: [TodoQuery] {
        TodoFilter.allCases.flatMap { filter in
            TodoSort.allCases.flatMap { sort in
                searches.map { TodoQuery(user: "Ada", filter: filter, sort: sort, search: TodoSearch($0)) }
            }
        }
    }

    @Test(arguments: queries)
    func walkingForwardOrBackwardGivesTheOrderOfTheListInMemory(query: TodoQuery) async throws {
        let expected = PagingOracle.ids(of: todos, shownBy: query)
        let forward = try await PagingOracle.walkForward(query, limit: 7) { try await store.page(of: query, after: $0, limit: 7) }
        let backward = try await PagingOracle.walkBackward(query, limit: 7) { try await store.page(of: query, before: $0, limit: 7) }
        #expect(forward == expected)
        #expect(backward == expected)
        #expect(try await store.count(of: query) == expected.count)
        // Before a few of them: the first, one in the middle, the last.
        let shown = try await store.page(of: query, after: nil, limit: expected.count)
        for index in Set([0, shown.count / 2, shown.count - 1]) where shown.indices.contains(index) {
            #expect(try await store.count(of: query, before: query.cursor(of: shown[index])) == index)
        }
    }

    @Test(arguments: searches.filter { !$0.isEmpty })
    func aSearchFindsTheSameTodosByLookingThemUpAsByReadingTheList(text: String) async throws {
        for sort in TodoSort.allCases {
            let query = TodoQuery(user: "Ada", filter: .all, sort: sort, search: TodoSearch(text))
            let expected = PagingOracle.ids(of: todos, shownBy: query)
            for lookupLimit in [0, 10_000] {
                let (forward, backward, count) = try await read(query, candidateLookupLimit: lookupLimit)
                #expect(forward == expected, "lookup limit \(lookupLimit)")
                #expect(backward == expected, "lookup limit \(lookupLimit)")
                #expect(count == expected.count, "lookup limit \(lookupLimit)")
            }
        }
    }

    /// Walks `query` with the reader itself, which the store does not let choose.
    private func read(_ query: TodoQuery, candidateLookupLimit: Int) async throws -> ([Todo.ID], [Todo.ID], Int) {
        let queue = try DatabaseQueue(path: directory.databaseFile.path)
        defer { try? queue.close() }
        return try await queue.read { db in
            let userID = try #require(try SQLiteTodoStore.existingUserID(UserName(query.user), in: db))
            var reader = TodoQueryReader(db: db, query: query, userID: userID)
            reader.candidateLookupLimit = candidateLookupLimit
            var forward: [Todo.ID] = []
            var cursor: TodoCursor?
            while case let page = try reader.page(.forward, from: cursor, limit: 5), !page.isEmpty {
                forward += page.map(\.id)
                cursor = query.cursor(of: page.last!)
            }
            var backward: [Todo.ID] = []
            cursor = nil
            while case let page = try reader.page(.backward, from: cursor, limit: 5), !page.isEmpty {
                backward = page.reversed().map(\.id) + backward
                cursor = query.cursor(of: page.last!)
            }
            return (forward, backward, try reader.count())
        }
    }

    @Test func aPageAroundATodoHoldsItWithTheTodosOnEitherSide() async throws {
        let query = TodoQuery(user: "Ada", filter: .open, sort: .dueDate)
        let expected = PagingOracle.ids(of: todos, shownBy: query)
        for index in [0, 1, 5, expected.count / 2, expected.count - 2, expected.count - 1] {
            let page = try #require(try await store.page(of: query, around: expected[index], limit: 9))
            #expect(page.todos.count == 9)
            #expect(page.todos[page.focusIndex].id == expected[index])
            let start = index - page.focusIndex
            #expect(page.todos.map(\.id) == Array(expected[start..<start + 9]))
            #expect(page.reachesStart == (start == 0), "at \(index)")
            #expect(page.reachesEnd == (start + 9 == expected.count), "at \(index)")
        }
        let middle = try await store.page(of: query, around: expected[expected.count / 2], limit: 9)
        #expect(middle?.focusIndex == 4, "in the middle, as many on each side")
    }

    @Test func aPageAroundATodoTheQueryDoesNotShowIsNone() async throws {
        let done = try #require(todos.first { $0.isDone })
        #expect(try await store.page(of: TodoQuery(user: "Ada", filter: .open), around: done.id, limit: 9) == nil)
        #expect(try await store.page(of: TodoQuery(user: "Ada", search: TodoSearch("zz")), around: done.id, limit: 9) == nil)
        #expect(try await store.page(of: TodoQuery(user: "Ada"), around: UUID(), limit: 9) == nil)
        let bobs = try #require(try await store.todos(for: "Bob").first)
        #expect(try await store.page(of: TodoQuery(user: "Ada"), around: bobs.id, limit: 9) == nil, "another user's")
    }

    @Test func theNeighboursOfADeletedTodoAreReadFromTheCursorItHad() async throws {
        let query = TodoQuery(user: "Ada", sort: .priority)
        let expected = PagingOracle.ids(of: todos, shownBy: query)
        let gone = try #require(todos.first { $0.id == expected[40] })
        try await store.delete(id: gone.id, for: "Ada")

        let cursor = query.cursor(of: TodoSummary(gone))
        #expect(try await store.page(of: query, after: cursor, limit: 3).map(\.id) == Array(expected[41..<44]))
        #expect(try await store.page(of: query, before: cursor, limit: 3).map(\.id) == Array(expected[37..<40]))
    }

    @Test func aUserWithNoTodosHasNoPagesAndCountsNone() async throws {
        let query = TodoQuery(user: "Nobody", search: TodoSearch("milk"))
        #expect(try await store.page(of: query, after: nil, limit: 10).isEmpty)
        #expect(try await store.page(of: query, before: nil, limit: 10).isEmpty)
        #expect(try await store.count(of: query) == 0)
        #expect(try await store.count(of: TodoQuery(user: "Nobody")) == 0)
    }

    @Test func aDueDateThatIsNoRealDaySortsWithTheTodosWithoutOne() async throws {
        let todo = try #require(todos.first { $0.dueDate != nil })
        let queue = try DatabaseQueue(path: directory.databaseFile.path)
        try await queue.write { db in
            try db.execute(sql: "UPDATE todos SET due_date = '2026-02-30' WHERE id = ?", arguments: [Data(uuidBytes: todo.id)])
        }
        try queue.close()
        var stored = todos
        stored[stored.firstIndex(of: todo)!].dueDate = nil

        let query = TodoQuery(user: "Ada", sort: .dueDate)
        let expected = PagingOracle.ids(of: stored, shownBy: query)
        #expect(try await PagingOracle.walkForward(query, limit: 7) { try await store.page(of: query, after: $0, limit: 7) } == expected)
        #expect(try await PagingOracle.walkBackward(query, limit: 7) { try await store.page(of: query, before: $0, limit: 7) } == expected)
    }
}

/// A store without pages of its own reads them from the whole list, in the same order.
@Suite struct DefaultPagingTests {
    @Test(arguments: TodoSort.allCases)
    func aStoreInMemoryGivesTheOrderOfTheListInMemory(sort: TodoSort) async throws {
        var random = RandomTodos(seed: 7)
        let todos = random.todos(60)
        let store = InMemoryTodoStore(["Ada": todos])
        for filter in TodoFilter.allCases {
            for text in ["", "milk", "ab"] {
                let query = TodoQuery(user: "Ada", filter: filter, sort: sort, search: TodoSearch(text))
                let expected = PagingOracle.ids(of: todos, shownBy: query)
                #expect(try await PagingOracle.walkForward(query, limit: 4) { try await store.page(of: query, after: $0, limit: 4) } == expected)
                #expect(try await PagingOracle.walkBackward(query, limit: 4) { try await store.page(of: query, before: $0, limit: 4) } == expected)
                #expect(try await store.count(of: query) == expected.count)
                if let middle = expected.dropFirst(expected.count / 2).first {
                    let page = try await store.page(of: query, around: middle, limit: 5)
                    #expect(page?.todos[page!.focusIndex].id == middle)
                }
            }
        }
    }
}
