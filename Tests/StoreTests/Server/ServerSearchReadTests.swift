import Foundation
import PostgresClient
import PostgresTesting
import Testing
@testable import TodoApp

/// How the server store reads a search: the index is asked for the search's candidates
/// once a read, whatever the read takes (a page each way around a todo, the count, the
/// count before it), and whichever way it then finds the todos (looking the candidates
/// up, or reading the list); and a word of one or two letters, which holds no trigram, is
/// looked up by the characters todos hold rather than by reading every todo.
@Suite struct ServerSearchReadTests {
    /// The positions of the todos with "milk" in their titles, and of those with "quince".
    static let milk = [0, 6, 12, 18, 24]
    static let quince = [100, 200]

    @Test(arguments: [0, 1_000])
    func aReadOfASearchAsksTheIndexForItsCandidatesOnceWhicheverWayItFindsThem(candidateLookupLimit: Int) async throws {
        let (database, list) = try await Self.list(of: 300)
        let found = try await onOwnThread {
            let db = try database.connect(as: .ada)
            try db.execute("BEGIN")
            var reader = ServerQueryReader(db: db, query: TodoQuery(user: "Groceries", search: TodoSearch("milk")), list: list)
            reader.candidateLookupLimit = candidateLookupLimit
            let middle = TodoCursor(sort: .manual, position: 15, id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
            let before = try reader.page(.backward, from: middle, limit: 10).map(\.position)
            let after = try reader.page(.forward, from: middle, limit: 10).map(\.position)
            let counts = [try reader.count(), try reader.count(before: middle)]
            let calls = try db.execute(
                "SELECT coalesce(pg_stat_get_xact_function_calls('todo_tui.search_candidates(bigint,text[],integer)'::regprocedure), 0)"
            ).int(0, 0)
            try db.execute("ROLLBACK")
            return (before, after, counts, calls)
        }
        #expect(found.3 == 1, "the index asked once for the read")
        #expect(found.0 == [12, 6, 0])
        #expect(found.1 == [18, 24])
        #expect(found.2 == [Self.milk.count, 3])
    }

    @Test func aWordOfOneOrTwoLettersIsLookedUpByTheCharactersTodosHold() async throws {
        let (database, list) = try await Self.list(of: 300)
        for word in ["q", "QU"] {
            let (found, scanned) = try await onOwnThread {
                let db = try database.connect(as: .ada)
                // Whatever the table's size, an index that can serve the lookup is taken: as a
                // list grows, each todo an index gives costs the planner more than the few
                // entries of a rarer text; a test's list of a few hundred is that made dear.
                try db.execute("SET enable_seqscan = off")
                try db.execute("SET cpu_index_tuple_cost = 1")
                try db.execute("BEGIN")
                let found = try db.execute(
                    "SELECT count(*) FROM todo_tui.search_candidates($1, $2, 1001)", [list, PostgresTextArray([word])]
                ).int(0, 0)
                let scanned = try db.execute("""
                    SELECT coalesce(string_agg(c.relname, ', ' ORDER BY c.relname), '') FROM pg_index i
                    JOIN pg_class c ON c.oid = i.indexrelid
                    WHERE i.indrelid = 'todo_tui.todos'::regclass AND pg_stat_get_xact_numscans(c.oid) > 0
                    """).string(0, 0)
                try db.execute("ROLLBACK")
                return (found, scanned)
            }
            #expect(found == Self.quince.count, "\(word)")
            #expect(scanned == "todos_characters", "the indexes the lookup of \(word) read")
        }
    }

    /// A database with ada's list "Groceries" of `count` todos, written by ada, its
    /// statistics gathered, and the calls of the search function counted in ada's
    /// transactions there; and the list's id.
    static func list(of count: Int) async throws -> (TodoTestDatabase, Int64) {
        let database = try await TodoTestDatabase.make()
        let list = try await onOwnThread {
            let admin = try PostgresConnection(connectingTo: database.cluster.connectionString)
            try admin.execute("ALTER ROLE ada IN DATABASE \(database.name) SET track_functions = 'pl'")
            let db = try database.connect(as: .ada)
            let list = Int64(try db.execute("INSERT INTO todo_tui.lists (name) VALUES ('Groceries') RETURNING id").int(0, 0))
            try db.execute("""
                INSERT INTO todo_tui.todos (list_id, id, title, position, created_at, updated_at)
                SELECT $1, gen_random_uuid(), CASE WHEN n = ANY($2::int[]) THEN 'Buy milk ' WHEN n = ANY($3::int[]) THEN 'Quince jam '
                    ELSE 'Todo ' END || n, n, 0, 0
                FROM generate_series(0, $4 - 1) n
                """, [list, PostgresTextArray(milk.map(String.init)), PostgresTextArray(quince.map(String.init)), count])
            let owner = try PostgresConnection(connectingTo: database.conninfo(as: .schemaOwner))
            try owner.execute("ANALYZE todo_tui.todos")
            return list
        }
        return (database, list)
    }
}
