import Foundation
@testable import TodoApp

/// What a list held in memory shows for a query: the rule pages are checked against.
/// The list is in list order (position, then id), `TodoSearch` keeps what it matches,
/// and `TodoOrder` filters and sorts the rest, as it does for a change made to a window.
public enum PagingOracle {
    public static func ids(of todos: [Todo], shownBy query: TodoQuery) -> [Todo.ID] {
        let search = query.search
        let list = todos
            .sorted { TodoCursor($0, sort: .manual) < TodoCursor($1, sort: .manual) }
            .filter { search.matches(title: $0.title, note: $0.note) }
        let order = TodoOrder.indices(of: TodoSummaries(list.map(TodoSummary.init)), filter: query.filter, sort: query.sort)
        return (order?.map(Int.init) ?? Array(list.indices)).map { list[$0].id }
    }

    /// Every page from the first on, read `limit` at a time, as the ids they hold.
    public static func walkForward(
        _ query: TodoQuery, limit: Int, _ page: (TodoCursor?) async throws -> [TodoSummary]
    ) async throws -> [Todo.ID] {
        var ids: [Todo.ID] = []
        var cursor: TodoCursor?
        while true {
            let todos = try await page(cursor)
            ids += todos.map(\.id)
            guard todos.count == limit, let last = todos.last else { return ids }
            cursor = query.cursor(of: last)
        }
    }

    /// Every page from the last back, read `limit` at a time, as the ids they hold in
    /// list order.
    public static func walkBackward(
        _ query: TodoQuery, limit: Int, _ page: (TodoCursor?) async throws -> [TodoSummary]
    ) async throws -> [Todo.ID] {
        var ids: [Todo.ID] = []
        var cursor: TodoCursor?
        while true {
            let todos = try await page(cursor)
            ids = todos.map(\.id) + ids
            guard todos.count == limit, let first = todos.first else { return ids }
            cursor = query.cursor(of: first)
        }
    }
}

/// Todos made at random from a seed, with many ties: few positions, dates and
/// priorities, and titles and notes from a small set that searches find in part.
public struct RandomTodos {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public static let titles = [
        "Buy milk", "Café au lait", "ｍｉｌｋ tea", "牛乳を買う", "week 9 review", "week 19 plan", "Straße fegen",
        "say \"hi\" to 'Bob'", "100% done", "snake_case_name", "a*b*c", "AND or NOT", "NEAR(x, y)", "o", "crab",
        "ab", "todo number 5", "Résumé", "東京", "x",
    ]
    public static let notes = ["", "", "", "oat milk", "CAFÉ", "東京駅で", "line\nbreak", "ends with ab", "50% off"]

    /// SplitMix64: the same seed makes the same todos on every machine.
    public mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }

    public mutating func todos(_ count: Int) -> [Todo] {
        (0..<count).map { _ in
            Todo(
                id: UUID(uuid: uuidBytes()),
                title: Self.titles[next(Self.titles.count)],
                note: Self.notes[next(Self.notes.count)],
                isDone: next(3) == 0,
                position: next(count / 3 + 1),
                priority: TodoPriority(rawValue: next(4))!,
                dueDate: next(3) == 0 ? nil : TodoDay(year: 2026, month: 11, day: 1 + next(4)),
                createdAt: Date(timeIntervalSinceReferenceDate: 786_000_000)
            )
        }
    }

    private mutating func uuidBytes() -> uuid_t {
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in bytes.indices { bytes[index] = UInt8(next(256)) }
        return (
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        )
    }
}
