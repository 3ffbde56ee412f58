import Foundation
import GRDB
import StoreFixtures
import Testing
@testable import TodoApp

/// What only a SQLite file can hold and pages must still read in order. The pages of
/// both backends are checked against a list in memory by StoreTests' TodoStorePagingTests.
@Suite struct SQLiteTodoStorePagingTests {
    let directory: TemporaryDirectory
    let store: SQLiteTodoStore
    let todos: [Todo]

    init() async throws {
        directory = try TemporaryDirectory()
        store = try SQLiteTodoStore(location: directory.location)
        var random = RandomTodos(seed: 13)
        todos = random.todos(150)
        try await store.save(todos, for: "Ada")
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
