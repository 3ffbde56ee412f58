import PostgresClient

/// Reads pages and counts of one query from the server, as ``TodoQueryReader`` does from
/// SQLite: without a search, a page is a range of one of the list indexes and a count is
/// the list's own; with one, every word must be in the todo's folded title or note
/// (`todo_tui.fold`, PostgreSQL's `unaccent` and `lower`), and a page or a count is found
/// one of two ways:
/// - few candidates (up to ``candidateLookupLimit``) in the trigram index: they are looked
///   up and sorted, wherever they are in the list;
/// - more: the list is read in order from the cursor, each todo checked, until the page
///   is full; a count reads the whole list.
///
/// The index is reached through `todo_tui.search_candidates`, which checks the role's
/// access itself: row-level security keeps the planner from using an index for a text
/// match on the table, since a match could tell about rows a policy hides. It is asked
/// once for all the pages and counts of one reader: a read around a todo takes a page each
/// way, and a search the index cannot narrow (a word of one or two letters) reads the
/// whole list each time it is asked.
struct ServerQueryReader: TodoPageReading {
    let db: PostgresConnection
    let query: TodoQuery
    let list: Int64
    var candidateLookupLimit = 1_000
    /// What the index said, once asked.
    private let candidates = ServerSearchCandidates()

    init(db: PostgresConnection, query: TodoQuery, list: Int64) {
        self.db = db
        self.query = query
        self.list = list
    }

    typealias Direction = PageDirection

    /// Up to `limit` todos past `cursor` in `direction`, in that direction's order.
    func page(_ direction: Direction, from cursor: TodoCursor?, limit: Int) throws -> [TodoSummary] {
        guard limit > 0 else { return [] }
        let few = try fewCandidates()
        var page: [TodoSummary] = []
        let ranges = few != nil ? [predicate(direction, from: cursor)] : ranges(direction, from: cursor)
        for range in ranges where page.count < limit {
            var arguments = ServerSQLArguments()
            let from = source(few, &arguments)
            let base = baseCondition(&arguments)
            let condition = range.condition(&arguments)
            let match = searchCondition(&arguments)
            let limitPlaceholder = arguments.bind(limit - page.count)
            let result = try db.execute("""
                SELECT \(ServerTodoColumns.summarySelected) FROM \(from)
                WHERE \(base) AND (\(condition))\(match) ORDER BY \(range.order) LIMIT \(limitPlaceholder)
                """, arguments.values)
            page += ServerTodoColumns.summaries(result)
        }
        return page
    }

    /// The todo with this id if the query shows it.
    func summary(of id: Todo.ID) throws -> TodoSummary? {
        var arguments = ServerSQLArguments()
        let base = baseCondition(&arguments)
        let match = searchCondition(&arguments)
        let result = try db.execute("""
            SELECT \(ServerTodoColumns.summarySelected) FROM todo_tui.todos t
            WHERE \(base) AND t.id = \(arguments.bind(id))\(match)
            """, arguments.values)
        return ServerTodoColumns.summaries(result).first
    }

    /// How many todos the query shows.
    func count() throws -> Int {
        guard !query.search.isEmpty else {
            let result = try db.execute("SELECT total, done FROM todo_tui.lists WHERE id = $1", [list])
            guard result.count > 0 else { return 0 }
            let total = result.int(0, 0)
            let done = result.int(0, 1)
            return switch query.filter {
            case .all: total
            case .open: total - done
            case .done: done
            }
        }
        var arguments = ServerSQLArguments()
        let from = source(try fewCandidates(), &arguments)
        let base = baseCondition(&arguments)
        let match = searchCondition(&arguments)
        return try db.execute("SELECT count(*) FROM \(from) WHERE \(base)\(match)", arguments.values).int(0, 0)
    }

    /// How many todos the query shows before `cursor`.
    func count(before cursor: TodoCursor) throws -> Int {
        var arguments = ServerSQLArguments()
        let from = source(try fewCandidates(), &arguments)
        let base = baseCondition(&arguments)
        let past = predicate(.backward, from: cursor).condition(&arguments)
        let match = searchCondition(&arguments)
        return try db.execute("SELECT count(*) FROM \(from) WHERE \(base) AND (\(past))\(match)", arguments.values).int(0, 0)
    }

    // MARK: - Search

    /// The search's words, longest first: the index looks up the first.
    private var words: [String] {
        query.search.words.sorted { $0.count > $1.count }
    }

    /// The todos the trigram index may find the search in, when there are no more than
    /// ``candidateLookupLimit``; nil when there are more, or no search. Asked once.
    private func fewCandidates() throws -> [Todo.ID]? {
        guard !query.search.isEmpty else { return nil }
        if let known = candidates.found { return known.few }
        // The ids come back only when few: a common text's thousand stay on the server.
        let result = try db.execute("""
            SELECT CASE WHEN count(*) <= $4 THEN coalesce(array_agg(id), '{}')::text END
            FROM todo_tui.search_candidates($1, $2, $3) c(id)
            """, [list, PostgresTextArray(words), candidateLookupLimit + 1, candidateLookupLimit])
        let few = result.isNull(0, 0) ? nil : ServerSearchCandidates.ids(in: result.string(0, 0))
        candidates.found = .init(few: few)
        return few
    }

    /// The rows to read: the list, or the search's candidates in it.
    private func source(_ few: [Todo.ID]?, _ arguments: inout ServerSQLArguments) -> String {
        guard let few else { return "todo_tui.todos t" }
        let idsPlaceholder = arguments.bind(PostgresTextArray(few.map(\.uuidString)))
        return "unnest(\(idsPlaceholder)::uuid[]) c(id) JOIN todo_tui.todos t ON t.list_id = \(arguments.bind(list)) AND t.id = c.id"
    }

    /// Each word of the search in the folded title or note; nothing without a search.
    private func searchCondition(_ arguments: inout ServerSQLArguments) -> String {
        words.map { " AND strpos(t.search_text, todo_tui.fold(\(arguments.bind($0)))) > 0" }.joined()
    }

    // MARK: - Order

    /// The list and the filter: the equality prefix of every range.
    private func baseCondition(_ arguments: inout ServerSQLArguments) -> String {
        let list = "t.list_id = \(arguments.bind(self.list))"
        return switch query.filter {
        case .all: list
        case .open: list + " AND NOT t.is_done"
        case .done: list + " AND t.is_done"
        }
    }

    /// A condition on `t` (bound when the statement is built) and the order that reads its
    /// rows off one index.
    struct Range {
        var condition: (inout ServerSQLArguments) -> String
        var order: String
    }

    private struct SortKey {
        var expression: String
        var ascending: Bool
        var value: (TodoCursor) -> any PostgresParameter
        var cast: String
    }

    private var sortKey: SortKey? {
        switch query.sort {
        case .manual: nil
        case .dueDate:
            SortKey(expression: "t.due_key", ascending: true, value: { $0.dueDate?.description ?? "infinity" }, cast: "::date")
        case .priority: SortKey(expression: "t.priority", ascending: false, value: { $0.priority.rawValue }, cast: "::smallint")
        }
    }

    /// The ranges to read in turn, as ``QueryOrderSQL`` reads them: the rest of the
    /// cursor's key, then the keys past it.
    private func ranges(_ direction: Direction, from cursor: TodoCursor?) -> [Range] {
        let tie = direction == .forward ? "ASC" : "DESC"
        let tieOrder = "t.position \(tie), t.id \(tie)"
        let past = direction == .forward ? ">" : "<"
        func tiePast(_ cursor: TodoCursor, _ arguments: inout ServerSQLArguments) -> String {
            "(t.position, t.id) \(past) (\(arguments.bind(cursor.position))::bigint, \(arguments.bind(cursor.id))::uuid)"
        }
        guard let key = sortKey else {
            guard let cursor else { return [Range(condition: { _ in "true" }, order: tieOrder)] }
            return [Range(condition: { tiePast(cursor, &$0) }, order: tieOrder)]
        }
        let ascending = (direction == .forward) == key.ascending
        let keyOrder = "\(key.expression) \(ascending ? "ASC" : "DESC"), \(tieOrder)"
        guard let cursor else { return [Range(condition: { _ in "true" }, order: keyOrder)] }
        let rest = Range(condition: { arguments in
            "\(key.expression) = \(arguments.bind(key.value(cursor)))\(key.cast) AND " + tiePast(cursor, &arguments)
        }, order: tieOrder)
        let after = Range(condition: { arguments in
            "\(key.expression) \(ascending ? ">" : "<") \(arguments.bind(key.value(cursor)))\(key.cast)"
        }, order: keyOrder)
        return [rest, after]
    }

    /// One condition for every row past `cursor`, and the order of all of them.
    private func predicate(_ direction: Direction, from cursor: TodoCursor?) -> Range {
        let ranges = ranges(direction, from: cursor)
        return Range(
            condition: { arguments in ranges.map { "(\($0.condition(&arguments)))" }.joined(separator: " OR ") },
            order: ranges.last!.order
        )
    }
}
