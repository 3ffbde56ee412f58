import Foundation
import PostgresClient

/// What the benchmark server spent its time on, statement by statement, as the server's
/// `pg_stat_statements` counts it (loaded with the server; see ``BenchmarkServer``): the
/// statements of functions and triggers too, and the time planning each.
enum ServerStatements {
    /// Starts counting anew.
    static func startCounting(on server: BenchmarkServer) throws {
        let admin = try server.superuser()
        try admin.execute("CREATE EXTENSION IF NOT EXISTS pg_stat_statements")
        try admin.execute("ALTER SYSTEM SET pg_stat_statements.track = 'all'")
        try admin.execute("ALTER SYSTEM SET pg_stat_statements.track_planning = on")
        try admin.execute("SELECT pg_reload_conf()")
        try admin.execute("SELECT pg_stat_statements_reset()")
    }

    /// The `top` statements that took the server longest since counting began, planning
    /// included, each on a line, under a line of the totals.
    static func lines(on server: BenchmarkServer, top: Int = 24) throws -> [String] {
        let admin = try server.superuser()
        let totals = try admin.execute("""
            SELECT sum(calls), round(sum(total_exec_time)), round(sum(total_plan_time)) FROM pg_stat_statements
            WHERE query NOT LIKE '%pg_stat_statements%'
            """)
        let result = try admin.execute("""
            SELECT calls, round(total_exec_time), round(total_plan_time), coalesce(round(((total_exec_time + total_plan_time) / nullif(calls, 0))::numeric, 3), 0),
                left(regexp_replace(query, '\\s+', ' ', 'g'), 150)
            FROM pg_stat_statements WHERE query NOT LIKE '%pg_stat_statements%'
            ORDER BY total_exec_time + total_plan_time DESC LIMIT $1
            """, [top])
        var lines = [
            "  the server's statements (pg_stat_statements): \(totals.int(0, 0)) run, \(totals.int(0, 1)) ms running and "
                + "\(totals.int(0, 2)) ms planning them; the longest, as calls / ms running / ms planning / ms each:",
        ]
        for row in 0..<result.count {
            lines.append("    \(result.int(row, 0)) / \(result.int(row, 1)) / \(result.int(row, 2)) / \(result.string(row, 3))  \(result.string(row, 4))")
        }
        return lines
    }
}
