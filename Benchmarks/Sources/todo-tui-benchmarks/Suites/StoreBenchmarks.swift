import Foundation
import GRDB
import TodoApp

/// Issue 13: a list of 1,000,000 todos read a page at a time. Builds a database as
/// todo-tui 0.5 (schema v5) left it, times its migration to v6, then reads pages,
/// counts and searches through `SQLiteTodoStore`, as the list will.
///
/// Each todo n (from 1) is "Todo number n: plan for week w", w from 1 to 52 spread over
/// the list, so searches find nearly all ("o", "todo"), some ("week 9", one in 52),
/// few ("number 999999"), or none ("zzzz"). One in ten has a note, one in three is
/// done, two in five have a due date, priorities cycle.
@MainActor
enum StoreBenchmarks {
    static let count = 1_000_000
    static let user = "Ada"
    static let pageSize = 60
    /// The smallest id: a cursor at a position with it comes before every todo there.
    static let zeroID = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!

    static func run() async throws -> [Measurement] {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("todo-tui-bench-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let location = DataLocation(directory: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)

        var results: [Measurement] = []
        func report(_ measurement: Measurement) {
            print(measurement.line)
            results.append(measurement)
        }
        let clock = ContinuousClock()
        let made = clock.measure { try! makeVersion5Database(at: location.databaseFile) }
        report(Measurement(name: "store: make a v5 database of 1,000,000 todos (one transaction)", samples: [TimeUnit.milliseconds.value(of: made)], unit: "ms", statistic: .total, target: nil))
        let v5Size = fileSize(location.databaseFile)

        var opened: SQLiteTodoStore?
        let migration = try clock.measure { opened = try SQLiteTodoStore(location: location) }
        let store = opened!
        report(Measurement(name: "store: migrate 1,000,000 todos from v5 to v6", samples: [TimeUnit.milliseconds.value(of: migration)], unit: "ms", statistic: .total, target: nil))
        try await store.save(Todo(title: "checkpoint", position: 0), for: "Bob")
        report(Measurement(name: "store: database file, v5", samples: [Double(v5Size) / 1e6], unit: "MB", statistic: .total, target: nil))
        report(Measurement(name: "store: database file, v6", samples: [Double(fileSize(location.databaseFile)) / 1e6], unit: "MB", statistic: .total, target: nil))

        for measurement in try await pages(of: store) { report(measurement) }
        for measurement in try await searches(of: store) { report(measurement) }
        return results
    }

    // MARK: - Pages and counts

    static func pages(of store: SQLiteTodoStore) async throws -> [Measurement] {
        var results: [Measurement] = []
        let middle = TodoCursor(sort: .manual, position: count / 2, id: zeroID)
        for (filter, sort) in [(TodoFilter.all, TodoSort.manual), (.open, .dueDate), (.done, .priority), (.all, .dueDate)] {
            let query = TodoQuery(user: user, filter: filter, sort: sort)
            let name = "\(filter), \(sort.label)"
            results.append(try await time("store: first page of 60 (\(name))", target: 1) {
                _ = try await store.page(of: query, after: nil, limit: pageSize)
            })
            let cursor = TodoCursor(sort: sort, dueDate: TodoDay("2026-12-01"), priority: .medium, position: middle.position, id: middle.id)
            results.append(try await time("store: a page in the middle, after a cursor (\(name))", target: 1) {
                _ = try await store.page(of: query, after: cursor, limit: pageSize)
            })
            results.append(try await time("store: a page in the middle, before a cursor (\(name))", target: 1) {
                _ = try await store.page(of: query, before: cursor, limit: pageSize)
            })
            results.append(try await time("store: last page of 60 (\(name))", target: 1) {
                _ = try await store.page(of: query, before: nil, limit: pageSize)
            })
            results.append(try await time("store: count (\(name))", target: 1) {
                _ = try await store.count(of: query)
            })
        }
        let someone = try await store.page(of: TodoQuery(user: user), after: middle, limit: 1)[0]
        results.append(try await time("store: page of 60 around a todo (all, by due date)", target: 2) {
            _ = try await store.page(of: TodoQuery(user: user, sort: .dueDate), around: someone.id, limit: pageSize)
        })
        results.append(try await time("store: all 1,000,000 todos read whole, for comparison", iterations: 3, warmup: 1, target: nil) {
            _ = try await store.todos(for: user)
        })
        return results
    }

    // MARK: - Searches

    /// Texts from nearly every todo to none, and texts too short for trigrams.
    static let texts = ["o", "todo", "week 9", "number 999999", "zzzz", "9", "z", "qz", "w", "we", "wee", "week", "week ", "number 5"]

    static func searches(of store: SQLiteTodoStore) async throws -> [Measurement] {
        var results: [Measurement] = []
        let middle = TodoCursor(sort: .manual, position: count / 2, id: zeroID)
        let late = TodoCursor(sort: .manual, position: count * 7 / 10, id: zeroID)
        for text in texts {
            let query = TodoQuery(user: user, search: TodoSearch(text))
            results.append(try await time("store: search \"\(text)\", first page", target: 10) {
                _ = try await store.page(of: query, after: nil, limit: pageSize)
            })
            results.append(try await time("store: search \"\(text)\", page after the middle", target: 10) {
                _ = try await store.page(of: query, after: middle, limit: pageSize)
            })
            results.append(try await time("store: search \"\(text)\", page after 70%", iterations: 5, warmup: 1, target: 10) {
                _ = try await store.page(of: query, after: late, limit: pageSize)
            })
            let byDue = TodoQuery(user: user, filter: .open, sort: .dueDate, search: TodoSearch(text))
            results.append(try await time("store: search \"\(text)\", first page (open, by due date)", target: 10) {
                _ = try await store.page(of: byDue, after: nil, limit: pageSize)
            })
            var found = 0
            results.append(try await time("store: search \"\(text)\", count", iterations: 3, warmup: 1, target: nil) {
                found = try await store.count(of: query)
            })
            print("    (\"\(text)\" finds \(found) todos)")
        }
        return results
    }

    // MARK: - Making the database

    /// The v5 schema, written as v5's migrations left it, with 1,000,000 todos for Ada
    /// in one transaction through one prepared statement.
    static func makeVersion5Database(at file: URL) throws {
        let queue = try DatabaseQueue(path: file.path)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = WAL")
            try db.inTransaction {
                try db.execute(sql: version5Schema)
                try db.execute(sql: "INSERT INTO users (name, name_key) VALUES ('Ada', 'ada'), ('Bob', 'bob')")
                let insert = try db.makeStatement(sql: """
                    INSERT INTO todos (id, user_id, title, note, is_done, position, created_at, updated_at, priority, due_date)
                    VALUES (?, 1, ?, ?, ?, ?, 786000000, 786000000, ?, ?)
                    """)
                let firstDay = TodoDay("2026-01-01")!
                for index in 0..<count {
                    let number = index + 1
                    try insert.execute(arguments: [
                        Data(uuidBytes(of: index)),
                        "Todo number \(number): plan for week \(index * 7_919 % 52 + 1)",
                        index % 10 == 0 ? "A note for todo \(number)" : "",
                        index % 3 == 0,
                        number,
                        index * 31 % 4,
                        index % 5 < 2 ? firstDay.adding(days: index * 13 % 700).description : nil,
                    ])
                }
                return .commit
            }
        }
        try queue.close()
    }

    /// Ids that do not follow the list's order.
    static func uuidBytes(of index: Int) -> [UInt8] {
        var hash = UInt64(index) &* 0x9E37_79B9_7F4A_7C15
        hash ^= hash >> 29
        return withUnsafeBytes(of: hash.bigEndian) { Array($0) } + withUnsafeBytes(of: UInt64(index).bigEndian) { Array($0) }
    }

    static let version5Schema = """
        PRAGMA application_id = \(0x546F_446F);
        CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
        INSERT INTO grdb_migrations VALUES ('v1: users and todos'), ('v2: user names matched ignoring case'),
            ('v3: where imported todos came from'), ('v4: priorities, due dates and each user''s list settings'),
            ('v5: the editor''s unsaved draft');
        CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, name_key TEXT NOT NULL DEFAULT '',
            list_filter TEXT NOT NULL DEFAULT 'all', list_sort TEXT NOT NULL DEFAULT 'manual');
        CREATE INDEX users_by_name_key ON users(name_key);
        CREATE TABLE todos (
            id BLOB NOT NULL PRIMARY KEY CHECK (length(id) = 16),
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            title TEXT NOT NULL, note TEXT NOT NULL,
            is_done INTEGER NOT NULL CHECK (is_done IN (0, 1)),
            position INTEGER NOT NULL, created_at REAL NOT NULL, updated_at REAL NOT NULL,
            imported_from BLOB CHECK (imported_from IS NULL OR length(imported_from) = 16),
            priority INTEGER NOT NULL DEFAULT 0 CHECK (priority BETWEEN 0 AND 3),
            due_date TEXT CHECK (due_date IS NULL OR due_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]')
        );
        CREATE INDEX todos_by_user_and_position ON todos(user_id, position);
        CREATE INDEX todos_by_user_and_origin ON todos(user_id, imported_from) WHERE imported_from IS NOT NULL;
        CREATE TABLE drafts (
            user_id INTEGER NOT NULL PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
            todo_id BLOB CHECK (todo_id IS NULL OR length(todo_id) = 16),
            title TEXT NOT NULL, note TEXT NOT NULL, field TEXT NOT NULL, saved_at REAL NOT NULL
        );
        """

    // MARK: - Timing

    static func time(
        _ name: String, iterations: Int = 30, warmup: Int = 3, target: Double?, _ body: () async throws -> Void
    ) async throws -> Measurement {
        for _ in 0..<warmup { try await body() }
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<iterations {
            let start = clock.now
            try await body()
            samples.append(TimeUnit.milliseconds.value(of: clock.now - start))
        }
        return Measurement(name: name, samples: samples, unit: "ms", statistic: .median, target: target)
    }

    static func fileSize(_ file: URL) -> Int {
        let sizes = ["", "-wal"].map { suffix in
            (try? FileManager.default.attributesOfItem(atPath: file.path + suffix)[.size] as? Int) ?? 0
        }
        return sizes.reduce(0, +)
    }
}
