import Foundation
import GRDB

/// The SQL that reads a query's todos (`todos` as `t`) in the query's order from a
/// cursor, as ranges of one of the v6 list indexes, so that a page costs its own rows
/// however far into the list it is.
///
/// A sort with a key of its own reads in two ranges, one after the other: the rest of
/// the cursor's key (`key = ? AND (position, id) > (?, ?)`), then the keys after it
/// (`key > ?`). One range with a row value, `(key, position, id) > (?, ?, ?)`, would be
/// simpler, but SQLite scans from the start of the index for a row value that leads
/// with an expression, and the due date's key is one.
struct QueryOrderSQL {
    typealias Direction = PageDirection

    /// A condition on `t` and the order that reads its rows off one index.
    struct Range {
        var condition: String
        var arguments: StatementArguments
        var order: String
    }

    let userID: Int64
    let filter: TodoFilter
    let sort: TodoSort

    /// What a summary is read from, in the columns ``TodoSummaryColumns`` decodes.
    static let summaryColumns = "t.id, t.title, t.is_done, t.position, t.priority, t.due_date, t.note <> '', t.completed_at"

    /// How the v6 indexes rank a due date: the date, or "~" (after every date) for none
    /// or for one that is no real day, which `TodoDay` reads as none. `date(d)` gives
    /// "2026-02-30" back as it is; with a modifier it computes the day ("2026-03-02"),
    /// which tells. Must be the indexes' expression, or SQLite does not use them.
    static let dueDateKey = "coalesce(CASE WHEN date(t.due_date, '+0 days') = t.due_date THEN t.due_date END, '~')"

    /// The user and the filter: the equality prefix of every range.
    var base: (condition: String, arguments: StatementArguments) {
        switch filter {
        case .all: ("t.user_id = ?", [userID])
        case .open: ("t.user_id = ? AND t.is_done = 0", [userID])
        case .done: ("t.user_id = ? AND t.is_done = 1", [userID])
        }
    }

    /// The ranges to read in turn, in `direction`, from just past `cursor` (from the
    /// start, or the end going backward, when nil).
    func ranges(_ direction: Direction, from cursor: TodoCursor?) -> [Range] {
        let tie = direction == .forward ? "ASC" : "DESC"
        let tieOrder = "t.position \(tie), t.id \(tie)"
        let past = direction == .forward ? ">" : "<"
        guard let key = sortKey else {
            guard let cursor else { return [Range(condition: "1", arguments: [], order: tieOrder)] }
            return [Range(condition: "(t.position, t.id) \(past) (?, ?)", arguments: Self.tie(of: cursor), order: tieOrder)]
        }
        let ascending = (direction == .forward) == key.ascending
        let keyOrder = "\(key.expression) \(ascending ? "ASC" : "DESC"), \(tieOrder)"
        guard let cursor else { return [Range(condition: "1", arguments: [], order: keyOrder)] }
        let value = key.value(cursor)
        var rest = Range(condition: "\(key.expression) = ? AND (t.position, t.id) \(past) (?, ?)", arguments: [value], order: tieOrder)
        rest.arguments += Self.tie(of: cursor)
        let after = Range(condition: "\(key.expression) \(ascending ? ">" : "<") ?", arguments: [value], order: keyOrder)
        return [rest, after]
    }

    /// One condition for every row past `cursor`, and the order of all of them: for
    /// filtering and sorting a few rows found otherwise (by the search index).
    func predicate(_ direction: Direction, from cursor: TodoCursor?) -> Range {
        let ranges = ranges(direction, from: cursor)
        return Range(
            condition: ranges.map { "(\($0.condition))" }.joined(separator: " OR "),
            arguments: ranges.reduce(into: StatementArguments()) { $0 += $1.arguments },
            order: ranges.last!.order
        )
    }

    private struct SortKey {
        var expression: String
        /// Whether the query's order has smaller keys first.
        var ascending: Bool
        var value: (TodoCursor) -> (any DatabaseValueConvertible)
    }

    private var sortKey: SortKey? {
        switch sort {
        case .manual: nil
        case .dueDate: SortKey(expression: Self.dueDateKey, ascending: true) { $0.dueDate?.description ?? "~" }
        case .priority: SortKey(expression: "t.priority", ascending: false) { $0.priority.rawValue }
        }
    }

    private static func tie(of cursor: TodoCursor) -> StatementArguments {
        [cursor.position, Data(uuidBytes: cursor.id)]
    }
}
