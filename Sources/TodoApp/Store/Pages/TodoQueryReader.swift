import Foundation
import GRDB

/// Reads pages and counts of one query inside one read transaction of the SQLite store.
///
/// Without a search, a page is a range of a list index and a count is a row of
/// `todo_counts`. With one, every word of it must be in the todo's folded title or note
/// (as ``TodoSearch`` has it), and a page is found one of two ways, chosen by how many
/// candidates the search index has for the words (``SearchCandidates``):
/// - a few (up to ``candidateLookupLimit``): each is looked up, checked and
///   sorted, whatever its place in the list; this serves the rare texts, which reading
///   the list would have to read far to find;
/// - more: the list is read in order from the cursor, each todo checked against its
///   folded text, until the page is full; common texts fill it within a few rows.
struct TodoQueryReader: TodoPageReading {
    let db: Database
    let order: QueryOrderSQL
    let search: TodoSearch
    /// The search's folded words as the search text table keeps texts.
    private let words: [String]
    /// Up to how many search candidates are looked up rather than found by reading the
    /// list; tests set it to take one way or the other.
    var candidateLookupLimit = SearchCandidates.lookupLimit

    init(db: Database, query: TodoQuery, userID: Int64) {
        self.db = db
        order = QueryOrderSQL(userID: userID, filter: query.filter, sort: query.sort)
        search = query.search
        // Each word once: a word typed twice asks nothing more of a todo.
        var seen = Set<String>()
        words = query.search.words.map(SearchText.comparable).filter { seen.insert($0).inserted }
    }

    /// Up to `limit` todos past `cursor` in `direction`, in that direction's order.
    func page(_ direction: QueryOrderSQL.Direction, from cursor: TodoCursor?, limit: Int) throws -> [TodoSummary] {
        guard limit > 0 else { return [] }
        if let candidates = try fewCandidates() {
            return try lookUp(candidates, direction, from: cursor, limit: limit)
        }
        var page: [TodoSummary] = []
        for range in order.ranges(direction, from: cursor) where page.count < limit {
            page += try read(range, limit: limit - page.count)
        }
        return page
    }

    /// The todo with this id if the query shows it.
    func summary(of id: Todo.ID) throws -> TodoSummary? {
        let base = order.base
        let (join, match, matchArguments) = searchClauses
        let statement = try db.cachedStatement(sql: """
            SELECT \(QueryOrderSQL.summaryColumns) FROM todos t \(join)
            WHERE t.id = ? AND \(base.condition)\(match)
            """)
        return try fetch(statement, arguments: [Data(uuidBytes: id)] + base.arguments + matchArguments).first
    }

    /// How many todos the query shows.
    func count() throws -> Int {
        let base = order.base
        guard !search.isEmpty else {
            let row = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT total, done FROM todo_counts WHERE user_id = ?"), arguments: [order.userID]
            )
            let total: Int = row?[0] ?? 0
            let done: Int = row?[1] ?? 0
            return switch order.filter {
            case .all: total
            case .open: total - done
            case .done: done
            }
        }
        let (join, match, matchArguments) = searchClauses
        let candidates = try fewCandidates()
        let from = candidates.map { "(\($0.sql)) c CROSS JOIN todos t ON t.key = c.key" } ?? "todos t"
        let statement = try db.cachedStatement(sql: "SELECT count(*) FROM \(from) \(join) WHERE \(base.condition)\(match)")
        return try Int.fetchOne(statement, arguments: (candidates?.arguments ?? []) + base.arguments + matchArguments) ?? 0
    }

    /// How many todos the query shows before `cursor`.
    func count(before cursor: TodoCursor) throws -> Int {
        let base = order.base
        let (join, match, matchArguments) = searchClauses
        if let candidates = try fewCandidates() {
            let past = order.predicate(.backward, from: cursor)
            let statement = try db.cachedStatement(sql: """
                SELECT count(*) FROM (\(candidates.sql)) c CROSS JOIN todos t ON t.key = c.key \(join)
                WHERE \(base.condition) AND (\(past.condition))\(match)
                """)
            return try Int.fetchOne(statement, arguments: candidates.arguments + base.arguments + past.arguments + matchArguments) ?? 0
        }
        // Range by range, as a page is read: each is a stretch of one index.
        return try order.ranges(.backward, from: cursor).reduce(0) { total, range in
            let statement = try db.cachedStatement(sql: """
                SELECT count(*) FROM todos t \(join) WHERE \(base.condition) AND \(range.condition)\(match)
                """)
            return total + (try Int.fetchOne(statement, arguments: base.arguments + range.arguments + matchArguments) ?? 0)
        }
    }

    // MARK: - Reading

    private func read(_ range: QueryOrderSQL.Range, limit: Int) throws -> [TodoSummary] {
        let statement = try db.cachedStatement(sql: sql(reading: range))
        return try fetch(statement, arguments: order.base.arguments + range.arguments + searchClauses.arguments + [limit])
    }

    /// The statement that reads `range`, its arguments the base's, the range's, the
    /// search's and the limit.
    func sql(reading range: QueryOrderSQL.Range) -> String {
        let (join, match, _) = searchClauses
        return """
            SELECT \(QueryOrderSQL.summaryColumns) FROM todos t \(join)
            WHERE \(order.base.condition) AND \(range.condition)\(match)
            ORDER BY \(range.order) LIMIT ?
            """
    }

    private func lookUp(
        _ candidates: SearchCandidates, _ direction: QueryOrderSQL.Direction, from cursor: TodoCursor?, limit: Int
    ) throws -> [TodoSummary] {
        let base = order.base
        let past = order.predicate(direction, from: cursor)
        let (join, match, matchArguments) = searchClauses
        let statement = try db.cachedStatement(sql: """
            SELECT \(QueryOrderSQL.summaryColumns) FROM (\(candidates.sql)) c CROSS JOIN todos t ON t.key = c.key \(join)
            WHERE \(base.condition) AND (\(past.condition))\(match)
            ORDER BY \(past.order) LIMIT ?
            """)
        return try fetch(statement, arguments: candidates.arguments + base.arguments + past.arguments + matchArguments + [limit])
    }

    /// The index's candidates for the search, when there is one and they are few
    /// enough to look up.
    private func fewCandidates() throws -> SearchCandidates? {
        guard !search.isEmpty, let candidates = SearchCandidates(words: words),
              try candidates.count(upTo: candidateLookupLimit, in: db) <= candidateLookupLimit
        else { return nil }
        return candidates
    }

    /// The join to the folded text and the condition that each word of the search is in
    /// it, in the title or the note; nothing without a search.
    private var searchClauses: (join: String, match: String, arguments: StatementArguments) {
        guard !search.isEmpty else { return ("", "", []) }
        var arguments: StatementArguments = []
        for word in words {
            let text = Data(word.utf8)
            arguments += [text, text]
        }
        let eachWord = Array(repeating: "(instr(s.title, CAST(? AS TEXT)) > 0 OR instr(s.note, CAST(? AS TEXT)) > 0)", count: words.count)
        return ("CROSS JOIN todo_search_text s ON s.key = t.key", " AND " + Self.all(eachWord[...]), arguments)
    }

    /// `conditions` joined by AND, in their order, nested in halves: SQLite refuses an
    /// expression more than 1,000 deep, which a chain of a thousand words (a paste into
    /// the search line) is, and halves nest as deep as the log of their count.
    static func all(_ conditions: ArraySlice<String>) -> String {
        guard conditions.count > 1 else { return conditions.first ?? "1" }
        let middle = conditions.startIndex + conditions.count / 2
        return "(\(all(conditions[..<middle])) AND \(all(conditions[middle...])))"
    }

    private func fetch(_ statement: Statement, arguments: StatementArguments) throws -> [TodoSummary] {
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        var summaries: [TodoSummary] = []
        while try rows.next() != nil {
            summaries.append(try TodoSummaryColumns.decode(current: statement.sqliteStatement))
        }
        return summaries
    }
}
