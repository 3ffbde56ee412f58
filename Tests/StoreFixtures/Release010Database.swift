import Foundation
import GRDB
import TodoApp

/// A database file as todo-tui 0.1.0 left it, made with that release's own SQL: its one
/// migration ("v1: users and todos"), the journal in WAL mode as its `DatabasePool` set
/// it, GRDB's `grdb_migrations` table naming v1 alone, and rows written as its store
/// wrote them (titles and notes as UTF-8 cast to TEXT, ids as 16 bytes, times as
/// seconds since 2001-01-01).
///
/// The SQL is copied here, not taken from `TodoDatabaseSchema`, so that a later edit of
/// the schema cannot change what a released file looks like.
///
/// ```swift
/// try Release010Database.write([.init(user: "Ada", todo: Todo(title: "Buy milk", position: 0))], to: file)
/// let store = try SQLiteTodoStore(location: location)   // upgrades it
/// ```
public struct Release010Database {
    /// One row of `todos` and the user it belongs to.
    public struct Entry {
        public var user: String
        public var todo: Todo

        public init(user: String, todo: Todo) {
            self.user = user
            self.todo = todo
        }
    }

    /// Creates the file at `url` holding `entries`, in order; each user is added to
    /// `users` before their first todo, with the name exactly as given.
    public static func write(_ entries: [Entry], to url: URL) throws {
        let queue = try DatabaseQueue(path: url.path)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = WAL")
            try db.execute(sql: "CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            try db.inTransaction {
                try db.execute(sql: version1Migration)
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v1: users and todos')")
                return .commit
            }
            for entry in entries {
                try db.inTransaction {
                    try db.execute(sql: "INSERT INTO users (name) VALUES (?) ON CONFLICT (name) DO NOTHING", arguments: [entry.user])
                    let userID = try Int64.fetchOne(db, sql: "SELECT id FROM users WHERE name = ?", arguments: [entry.user])
                    let todo = entry.todo
                    try db.execute(
                        sql: """
                            INSERT INTO todos (id, user_id, title, note, is_done, position, created_at, updated_at)
                            VALUES (?, ?, CAST(? AS TEXT), CAST(? AS TEXT), ?, ?, ?, ?)
                            """,
                        arguments: [
                            Swift.withUnsafeBytes(of: todo.id.uuid) { Data($0) }, userID,
                            Data(todo.title.utf8), Data(todo.note.utf8), todo.isDone, todo.position,
                            todo.createdAt.timeIntervalSinceReferenceDate, todo.updatedAt.timeIntervalSinceReferenceDate,
                        ]
                    )
                    return .commit
                }
            }
        }
        try queue.close()
    }

    /// The one migration of 0.1.0, as it was released.
    public static let version1Migration = """
        PRAGMA application_id = 1416578159;
        CREATE TABLE users (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE
        );
        CREATE TABLE todos (
            id BLOB NOT NULL PRIMARY KEY CHECK (length(id) = 16),
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            title TEXT NOT NULL,
            note TEXT NOT NULL,
            is_done INTEGER NOT NULL CHECK (is_done IN (0, 1)),
            position INTEGER NOT NULL,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL
        );
        CREATE INDEX todos_by_user_and_position ON todos(user_id, position);
        """
}
