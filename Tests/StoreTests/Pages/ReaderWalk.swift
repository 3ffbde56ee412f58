import Foundation
import GRDB
import PostgresClient
import PostgresTesting
import Testing
@testable import TodoApp

/// A query walked with a backend's own reader, which the store does not let choose how
/// a search finds its todos: by looking its candidates up (up to `candidateLookupLimit`
/// of them) or by reading the list in order.
struct ReaderWalk {
    /// How many walks on a server at once, each on a connection of its own.
    private static let connections = AsyncPermits(2)

    var forward: [Todo.ID]
    var backward: [Todo.ID]
    var count: Int

    static func walk(_ query: TodoQuery, in place: StorePlace, candidateLookupLimit: Int) async throws -> ReaderWalk {
        if let database = place.database {
            await connections.acquire()
            defer { connections.release() }
            let connection = try database.connect(as: .ada)
            let list = try #require(try ServerListLookup.find(ServerListName(query.user), on: connection))
            var reader = ServerQueryReader(db: connection, query: query, list: list.id)
            reader.candidateLookupLimit = candidateLookupLimit
            return try walk(query) { direction, cursor, limit in
                try reader.page(direction == .forward ? .forward : .backward, from: cursor, limit: limit)
            } count: {
                try reader.count()
            }
        }
        // Read-only, and waiting its turn: the suite's tests read one file at once.
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(30)
        let file = DataLocation(directory: try #require(place.directory)).databaseFile.path
        let queue = try DatabaseQueue(path: file, configuration: configuration)
        defer { try? queue.close() }
        return try await queue.read { db in
            let userID = try #require(try SQLiteTodoStore.existingUserID(UserName(query.user), in: db))
            var reader = TodoQueryReader(db: db, query: query, userID: userID)
            reader.candidateLookupLimit = candidateLookupLimit
            return try walk(query) { direction, cursor, limit in
                try reader.page(direction == .forward ? .forward : .backward, from: cursor, limit: limit)
            } count: {
                try reader.count()
            }
        }
    }

    private enum Direction {
        case forward, backward
    }

    /// Every page, five at a time, each way.
    private static func walk(
        _ query: TodoQuery, page: (Direction, TodoCursor?, Int) throws -> [TodoSummary], count: () throws -> Int
    ) throws -> ReaderWalk {
        var forward: [Todo.ID] = []
        var cursor: TodoCursor?
        while case let todos = try page(.forward, cursor, 5), !todos.isEmpty {
            forward += todos.map(\.id)
            cursor = query.cursor(of: todos.last!)
        }
        var backward: [Todo.ID] = []
        cursor = nil
        while case let todos = try page(.backward, cursor, 5), !todos.isEmpty {
            backward = todos.reversed().map(\.id) + backward
            cursor = query.cursor(of: todos.last!)
        }
        return ReaderWalk(forward: forward, backward: backward, count: try count())
    }
}
