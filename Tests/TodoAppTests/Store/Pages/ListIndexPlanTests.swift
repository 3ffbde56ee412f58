import Foundation
import GRDB
import StoreFixtures
import Testing
@testable import TodoApp

/// Every page of a list is a range of one index, wherever it starts: SQLite's plan for
/// each filter, sort and direction searches an index and neither scans a table nor
/// sorts.
@Suite struct ListIndexPlanTests {
    let directory: TemporaryDirectory

    init() async throws {
        directory = try TemporaryDirectory()
        let store = try SQLiteTodoStore(location: directory.location)
        var random = RandomTodos(seed: 1)
        try await store.save(random.todos(30), for: "Ada")
    }

    static var cases: [(TodoFilter, TodoSort)] {
        TodoFilter.allCases.flatMap { filter in TodoSort.allCases.map { (filter, $0) } }
    }

    @Test(arguments: cases)
    func aPageIsARangeOfAnIndex(filter: TodoFilter, sort: TodoSort) async throws {
        let cursor = TodoCursor(sort: sort, dueDate: TodoDay("2026-11-02"), priority: .medium, position: 5, id: UUID())
        for search in ["", "milk"] {
            let query = TodoQuery(user: "Ada", filter: filter, sort: sort, search: TodoSearch(search))
            for direction in [QueryOrderSQL.Direction.forward, .backward] {
                for start in [nil, cursor] {
                    for plan in try plans(of: query, direction, from: start) {
                        #expect(plan.contains("SEARCH t USING INDEX todos_") || plan.contains("SEARCH t USING COVERING INDEX todos_"), "\(plan)")
                        #expect(!plan.contains("SCAN"), "\(plan)")
                        #expect(!plan.contains("TEMP B-TREE"), "\(plan)")
                        if !search.isEmpty {
                            #expect(plan.contains("SEARCH s USING INTEGER PRIMARY KEY"), "\(plan)")
                        }
                    }
                }
            }
        }
    }

    /// The plan of each range the reader reads, as lines.
    private func plans(of query: TodoQuery, _ direction: QueryOrderSQL.Direction, from cursor: TodoCursor?) throws -> [String] {
        let queue = try DatabaseQueue(path: directory.databaseFile.path)
        defer { try? queue.close() }
        return try queue.read { db in
            let reader = TodoQueryReader(db: db, query: query, userID: 1)
            return try reader.order.ranges(direction, from: cursor).map { range in
                let arguments = reader.order.base.arguments + range.arguments
                    + (query.search.isEmpty ? [] : [Data(), Data()]) + [10]
                return try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + reader.sql(reading: range), arguments: arguments)
                    .map { $0["detail"] as String }
                    .joined(separator: "\n")
            }
        }
    }
}
