import Foundation
import TodoApp

/// Issue 28: what the server does for the statements the store sends to read the list of
/// 1,000,000 todos, as a role it is shared with (for reading), whom row-level security
/// lets through the share: the server's `auto_explain` writes each statement's plan, run
/// and timed (EXPLAIN ANALYZE, with buffers; the search function's own statements too) to
/// its log, for that role alone, and this prints them with the time each read took the
/// store, round trips included.
@MainActor
enum ServerPlans {
    /// A cursor's id that comes before every todo at its position.
    static let zeroID = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!

    static func run(server: BenchmarkServer) async throws -> [Measurement] {
        let role = BenchmarkServer.explained
        let admin = try server.superuser()
        for setting in [
            "session_preload_libraries = 'auto_explain'", "auto_explain.log_min_duration = 0", "auto_explain.log_analyze = on",
            "auto_explain.log_buffers = on", "auto_explain.log_nested_statements = on", "auto_explain.log_triggers = on",
        ] {
            try admin.execute("ALTER ROLE \(role) SET \(setting)")
        }
        let store = ServerTodoStore(conninfo: server.conninfo(role: role), environment: [:])
        let list = "\(ServerListBenchmarks.millionList) · \(BenchmarkServer.owner)"
        // Connected, and the list found, before the first read explained.
        _ = try await store.count(of: TodoQuery(user: list))
        let middle = ServerListBenchmarks.million / 2
        let reads: [(String, () async throws -> Void)] = [
            ("count the list", { _ = try await store.count(of: TodoQuery(user: list)) }),
            ("the first page of 200", { _ = try await store.page(of: TodoQuery(user: list), after: nil, limit: 200) }),
            ("a page of 200 in the middle", {
                _ = try await store.page(of: TodoQuery(user: list), after: TodoCursor(sort: .manual, position: middle, id: zeroID), limit: 200)
            }),
            ("count the todos before the middle", {
                _ = try await store.count(of: TodoQuery(user: list), before: TodoCursor(sort: .manual, position: middle, id: zeroID))
            }),
            ("a page of 200 in the middle, open, by due date", {
                let cursor = TodoCursor(sort: .dueDate, dueDate: TodoDay("2027-07-01"), position: middle, id: zeroID)
                _ = try await store.page(of: TodoQuery(user: list, filter: .open, sort: .dueDate), after: cursor, limit: 200)
            }),
            ("a search page, \"q\"", { _ = try await store.page(of: searching("q", in: list), after: nil, limit: 200) }),
            ("a search page, \"quokka\"", { _ = try await store.page(of: searching("quokka", in: list), after: nil, limit: 200) }),
            ("a search page, \"week\"", { _ = try await store.page(of: searching("week", in: list), after: nil, limit: 200) }),
            ("count a search, \"quokka\"", { _ = try await store.count(of: searching("quokka", in: list)) }),
            ("count a search, \"week\"", { _ = try await store.count(of: searching("week", in: list)) }),
        ]
        var results: [Measurement] = []
        var offset = server.log(from: 0).end
        for (name, read) in reads {
            let elapsed = try await ContinuousClock().measure { try await read() }
            // The log is written as each statement ends; the last may take a moment.
            try await Task.sleep(for: .milliseconds(200))
            let (log, end) = server.log(from: offset)
            offset = end
            let measurement = Measurement(
                name: "server plans: \(name), as \(role) (a share)", samples: [TimeUnit.milliseconds.value(of: elapsed)],
                unit: "ms", statistic: .total, target: nil
            )
            results.append(measurement)
            report([measurement.line] + plans(in: log).map { "    " + $0 })
        }
        return results
    }

    private static func searching(_ text: String, in list: String) -> TodoQuery {
        TodoQuery(user: list, search: TodoSearch(text))
    }

    /// The plans `auto_explain` wrote, each as its duration, its statement on one line
    /// (cut at 200 characters) and its nodes, without the log lines' prefixes.
    static func plans(in log: String) -> [String] {
        var lines: [String] = []
        var query: String?
        var inPlan = false
        for line in log.split(separator: "\n", omittingEmptySubsequences: false) {
            if let start = line.range(of: "duration:"), line.contains("plan:") {
                lines.append(String(line[start.lowerBound...]))
                inPlan = true
                continue
            }
            guard inPlan, line.hasPrefix("\t") else {
                inPlan = false
                continue
            }
            let text = line.drop { $0 == "\t" }
            if text.hasPrefix("Query Text:") {
                query = String(text)
            } else if let statement = query, !text.contains("(cost=") {
                // The statement's own lines, until its plan's first node.
                query = statement + " " + text.trimmingCharacters(in: .whitespaces)
            } else {
                if let statement = query {
                    lines.append("  " + (statement.count > 200 ? statement.prefix(197) + "..." : statement))
                    query = nil
                }
                lines.append("  " + line.dropFirst())
            }
        }
        return lines
    }
}
