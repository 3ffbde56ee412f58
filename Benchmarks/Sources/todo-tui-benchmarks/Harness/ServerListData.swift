import Foundation
import PostgresClient

/// Lists on the benchmark server, written with SQL as their owner, so that row-level
/// security checks them and the server's triggers keep the counts and the change feed as
/// they do for the app's own writes; a million todos take a minute or two that way, where
/// the app's import would take many more.
///
/// Todo n (from 1) is "Todo number n: plan for week w", w from 1 to 52 over the list, but
/// for one in 100,000, "Todo number n: feed the quokka": `week` is a word every todo
/// holds, `quokka` one ten of a million do, and no other todo holds a `q`. One in ten
/// has a note, one in three is done, two in five have a due date, priorities cycle.
enum ServerListData {
    static let rareWord = "quokka"
    static let commonWord = "week"

    /// Makes `name`, owned by `owner`, with `count` todos, and returns the list's id.
    static func fill(_ name: String, count: Int, owner: String, on server: BenchmarkServer) throws -> Int64 {
        let db = try server.connect(as: owner)
        let list = Int64(try db.execute("INSERT INTO todo_tui.lists (name) VALUES ($1) RETURNING id", [name]).int(0, 0))
        for start in stride(from: 1, through: count, by: 100_000) {
            try db.execute("""
                INSERT INTO todo_tui.todos
                    (list_id, id, title, note, is_done, position, priority, due_date, created_at, updated_at, completed_at)
                SELECT $1, gen_random_uuid(),
                    'Todo number ' || n || ': ' || CASE WHEN n % 100000 = 50000 THEN 'feed the quokka'
                        ELSE 'plan for week ' || ((n - 1) * 52 / $4 + 1) END,
                    CASE WHEN n % 10 = 0 THEN 'A note for todo ' || n ELSE '' END,
                    n % 3 = 0, n, n % 4, CASE WHEN n % 5 < 2 THEN date '2027-01-01' + (n % 365)::integer END,
                    800000000 + n, 800000000 + n, CASE WHEN n % 3 = 0 THEN 800000000 + n END
                FROM generate_series($2::bigint, $3::bigint) n
                """, [list, start, min(count, start + 99_999), count])
        }
        return list
    }

    /// What a server's autovacuum does after a load this size, done now: the statistics
    /// the planner chooses by, and the visibility map that index-only scans read.
    static func settle(on server: BenchmarkServer) throws {
        try server.superuser().execute("VACUUM ANALYZE")
    }
}
