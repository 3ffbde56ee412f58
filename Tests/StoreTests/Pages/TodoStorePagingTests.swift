import Foundation
import StoreFixtures
import Testing
@testable import TodoApp

/// Pages read straight from either backend give the order a list held in memory gives
/// (`TodoOrder` and `TodoSearch`), in every filter and sort, forward and backward, by
/// either way a search finds its todos. The tests only read, so each backend's list is
/// filled once for the suite.
@Suite(.serialized, .sharedPlaces { store in
    try await store.save(PagingLists.adas, for: "Ada")
    try await store.save(PagingLists.bobs, for: "Bob")
})
struct TodoStorePagingTests {
    static let todos = PagingLists.adas
    static let bobs = PagingLists.bobs

    static let searches = ["", "a", "ab", "cafe", "milk", "牛", "牛乳", "week 9", "zz", "\"", "%", "_", "*", "and", "near(", "e\nb", "ＭＩＬＫ", "milk oat", "東京 牛", "b a", "week review", "9 week"]

    static var queries: [TodoQuery] {
        TodoFilter.allCases.flatMap { filter in
            TodoSort.allCases.flatMap { sort in
                searches.map { TodoQuery(user: "Ada", filter: filter, sort: sort, search: TodoSearch($0)) }
            }
        }
    }

    private func store(_ backend: StoreBackend) async throws -> any TodoStore {
        try await SharedPlaces.store(for: backend)
    }

    @Test(arguments: StoreBackend.allCases, queries)
    func walkingForwardOrBackwardGivesTheOrderOfTheListInMemory(backend: StoreBackend, query: TodoQuery) async throws {
        let store = try await store(backend)
        let expected = PagingOracle.ids(of: Self.todos, shownBy: query)
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

    @Test(arguments: StoreBackend.allCases, searches.filter { !$0.isEmpty })
    func aSearchFindsTheSameTodosByLookingThemUpAsByReadingTheList(backend: StoreBackend, text: String) async throws {
        let place = try await SharedPlaces.place(for: backend)
        for sort in TodoSort.allCases {
            let query = TodoQuery(user: "Ada", filter: .all, sort: sort, search: TodoSearch(text))
            let expected = PagingOracle.ids(of: Self.todos, shownBy: query)
            for lookupLimit in [0, 10_000] {
                let walk = try await ReaderWalk.walk(query, in: place, candidateLookupLimit: lookupLimit)
                #expect(walk.forward == expected, "\(sort), lookup limit \(lookupLimit)")
                #expect(walk.backward == expected, "\(sort), lookup limit \(lookupLimit)")
                #expect(walk.count == expected.count, "\(sort), lookup limit \(lookupLimit)")
            }
        }
    }

    @Test(arguments: StoreBackend.allCases)
    func aPageAroundATodoHoldsItWithTheTodosOnEitherSide(backend: StoreBackend) async throws {
        let store = try await store(backend)
        let query = TodoQuery(user: "Ada", filter: .open, sort: .dueDate)
        let expected = PagingOracle.ids(of: Self.todos, shownBy: query)
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

    @Test(arguments: StoreBackend.allCases)
    func aPageAroundATodoTheQueryDoesNotShowIsNone(backend: StoreBackend) async throws {
        let store = try await store(backend)
        let done = try #require(Self.todos.first { $0.isDone })
        #expect(try await store.page(of: TodoQuery(user: "Ada", filter: .open), around: done.id, limit: 9) == nil)
        #expect(try await store.page(of: TodoQuery(user: "Ada", search: TodoSearch("zz")), around: done.id, limit: 9) == nil)
        #expect(try await store.page(of: TodoQuery(user: "Ada"), around: UUID(), limit: 9) == nil)
        let bobs = try #require(Self.bobs.first)
        #expect(try await store.page(of: TodoQuery(user: "Ada"), around: bobs.id, limit: 9) == nil, "another user's")
    }

    @Test(arguments: StoreBackend.allCases)
    func aUserWithNoTodosHasNoPagesAndCountsNone(backend: StoreBackend) async throws {
        let store = try await store(backend)
        let query = TodoQuery(user: "Nobody", search: TodoSearch("milk"))
        #expect(try await store.page(of: query, after: nil, limit: 10).isEmpty)
        #expect(try await store.page(of: query, before: nil, limit: 10).isEmpty)
        #expect(try await store.count(of: query) == 0)
        #expect(try await store.count(of: TodoQuery(user: "Nobody")) == 0)
    }

    /// Changes the list, so on a place of its own.
    @Test(arguments: StoreBackend.allCases)
    func theNeighboursOfADeletedTodoAreReadFromTheCursorItHad(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        try await store.save(Self.todos, for: "Ada")
        let query = TodoQuery(user: "Ada", sort: .priority)
        let expected = PagingOracle.ids(of: Self.todos, shownBy: query)
        let gone = try #require(Self.todos.first { $0.id == expected[40] })
        try await store.delete(id: gone.id, for: "Ada")

        let cursor = query.cursor(of: TodoSummary(gone))
        #expect(try await store.page(of: query, after: cursor, limit: 3).map(\.id) == Array(expected[41..<44]))
        #expect(try await store.page(of: query, before: cursor, limit: 3).map(\.id) == Array(expected[37..<40]))
    }
}

/// The lists the paging tests read: many ties, and titles searches find in part.
enum PagingLists {
    static let (adas, bobs): ([Todo], [Todo]) = {
        var random = RandomTodos(seed: 13)
        return (random.todos(150), random.todos(20))
    }()
}
