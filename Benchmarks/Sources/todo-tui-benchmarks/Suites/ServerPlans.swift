import Foundation
import TodoApp

/// Issues 28 and 29: what the server does for the statements todo-tui sends now that it
/// reads a copy of each list (``SyncedTodoStore``): the first open's copy of the list of
/// 1,000,000 todos and a catch-up through the change feed, as a role it is shared with for
/// reading (row-level security lets it through the share), and a change sent, as a role it
/// is shared with for changing, on the list of 1,000. The server's `auto_explain` writes each
/// statement's plan, run and timed (EXPLAIN ANALYZE, with buffers; the statements of
/// functions and triggers too) to its log, for those roles alone, and this prints them with
/// the time each step took the store, round trips and the copy's own writes included.
@MainActor
enum ServerPlans {
    static func run(binary: String, server: BenchmarkServer) async throws -> [Measurement] {
        let admin = try server.superuser()
        for role in [BenchmarkServer.explained, BenchmarkServer.sharer] {
            for setting in [
                "session_preload_libraries = 'auto_explain'", "auto_explain.log_min_duration = 0", "auto_explain.log_analyze = on",
                "auto_explain.log_buffers = on", "auto_explain.log_nested_statements = on", "auto_explain.log_triggers = on",
            ] {
                try admin.execute("ALTER ROLE \(role) SET \(setting)")
            }
        }
        try server.run(binary, role: BenchmarkServer.owner, ["share", ServerListBenchmarks.thousandList, "--with", BenchmarkServer.sharer])
        let homes = try [TemporaryHome(), TemporaryHome()]
        defer { homes.forEach { $0.remove() } }
        let reader = SyncedTodoStore(
            conninfo: server.conninfo(role: BenchmarkServer.explained), environment: [:], dataLocation: DataLocation(directory: homes[0].url)
        )
        let writer = SyncedTodoStore(
            conninfo: server.conninfo(role: BenchmarkServer.sharer), environment: [:], dataLocation: DataLocation(directory: homes[1].url)
        )
        let million = "\(ServerListBenchmarks.millionList) · \(BenchmarkServer.owner)"
        let thousand = "\(ServerListBenchmarks.thousandList) · \(BenchmarkServer.owner)"
        // The writer's copy of the list of 1,000 is made before the plans are read.
        _ = try await writer.nextPosition(for: thousand)
        let edited = try require(try await writer.page(of: TodoQuery(user: thousand), after: nil, limit: 1).first)
        let steps: [(String, String, () async throws -> Void)] = [
            ("the first open of the list of 1,000,000: its copy", BenchmarkServer.explained, {
                // What reads the whole list waits for the whole copy.
                _ = try await reader.nextPosition(for: million)
            }),
            ("a catch-up after the owner changed one todo in the middle", BenchmarkServer.explained, {
                guard var watch = try await ListChangeWatch(store: reader, list: million) else { return }
                let owner = try server.connect(as: BenchmarkServer.owner)
                try owner.execute(
                    "UPDATE todo_tui.todos SET title = 'Changed by the owner' WHERE position = 500000 AND list_id = (SELECT id FROM todo_tui.lists WHERE name = $1)",
                    [ServerListBenchmarks.millionList]
                )
                _ = await watch.next()
            }),
            ("a change sent from the copy of the list of 1,000", BenchmarkServer.sharer, {
                _ = try await writer.update(id: edited.id, with: TodoChanges(title: "Changed by grace", updatedAt: Date()), for: thousand)
                _ = await writer.sendWaitingChanges(within: .seconds(30))
            }),
        ]
        var results: [Measurement] = []
        var offset = server.log(from: 0).end
        for (name, role, step) in steps {
            let elapsed = try await ContinuousClock().measure { try await step() }
            // The log is written as each statement ends; the last may take a moment.
            try await Task.sleep(for: .milliseconds(500))
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

    private static func require<T>(_ value: T?) throws -> T {
        guard let value else { throw BenchmarkServer.Failure(description: "the list of 1,000 has no todo to change") }
        return value
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
