import GRDB

/// The tables of a todo database and the migrations that build them.
///
/// - `users`: one row per name that has logged in (`name` unique), with the
///   `name_key` it is matched by (see ``UserName``), indexed. Not unique: a
///   database from before v2 may hold two names with one key, and keeps both.
/// - `todos.imported_from`: for a todo imported under a new id because its id in
///   the file belonged to another user, that id, so importing the file again finds
///   it; NULL for every other todo. Indexed by user for the todos that have one.
/// - `users.list_filter`, `users.list_sort`: how the user last chose to see their list.
/// - `drafts`: unsaved editor drafts, kept while the editor is open. Until v7 at most one
///   per user; from v7 one per user and editing process (`owner`, see `DraftOwner`), so
///   that two windows on one list keep a draft each, and a draft whose process still runs
///   is never offered to another.
/// - From v8, for lists copied from a server: `server_lists`, `outbox` and `server_news`
///   (see `version8`).
/// - `todos.completed_at` (from v7): when the todo was marked done, NULL while it is not.
/// - From v6, for a list read a page at a time (see `TodoQuery`): an index for each
///   filter (all, or by done mark) and sort (position, due date, priority), each ending
///   in position and id, so every page is a range of one index; `todo_counts`, each
///   user's number of todos and of done ones, kept by triggers; and the search text
///   (see `SearchText`): `todo_search_text`, `todo_search_stale`, the trigram index
///   `todo_search` and its terms, `todo_search_terms`.
/// - `todos.priority` (0 none to 3 high) and `todos.due_date` (`YYYY-MM-DD` or NULL).
/// - `todos`: one row per todo, belonging to one user. `key` (from v6) is its
///   integer primary key, which VACUUM keeps, and links it to its search text. `id`
///   is the todo's UUID as 16 bytes; `created_at` and `updated_at` are seconds since
///   Foundation's reference date (2001-01-01 UTC) so a `Date` comes back bit for
///   bit.
///
/// Migrations are append-only: a released one is never edited, a change to the
/// schema is a new migration at the end. A database that has applied a migration
/// this list does not know was written by a newer todo-tui.
enum TodoDatabaseSchema {
    /// `PRAGMA application_id` of every todo-tui database ("ToDo" in ASCII), so a
    /// SQLite file from another program is recognised and left alone.
    static let applicationID: Int32 = 0x546F_446F

    /// The number of migrations this todo-tui knows, kept in `PRAGMA user_version` once
    /// a store has opened the file, so that a glance at the file's header tells whether
    /// it is up to date (see `DatabaseFileInspection`). Not itself a migration: an older
    /// todo-tui, which ignores it, still opens the file.
    static let version = Int32(migrator.migrations.count)

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: users and todos") { db in
            try db.execute(sql: """
                PRAGMA application_id = \(applicationID);
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
                """)
        }
        migrator.registerMigration("v2: user names matched ignoring case") { db in
            try db.execute(sql: "ALTER TABLE users ADD COLUMN name_key TEXT NOT NULL DEFAULT ''")
            let fill = try db.makeStatement(sql: "UPDATE users SET name_key = ? WHERE id = ?")
            let users = try Row.fetchAll(db, sql: "SELECT id, name FROM users")
            for user in users {
                let name: String = user["name"]
                let id: Int64 = user["id"]
                try fill.execute(arguments: [UserName.key(for: name), id])
            }
            try db.execute(sql: "CREATE INDEX users_by_name_key ON users(name_key)")
        }
        migrator.registerMigration("v3: where imported todos came from") { db in
            try db.execute(sql: """
                ALTER TABLE todos ADD COLUMN imported_from BLOB CHECK (imported_from IS NULL OR length(imported_from) = 16);
                CREATE INDEX todos_by_user_and_origin ON todos(user_id, imported_from) WHERE imported_from IS NOT NULL;
                """)
        }
        migrator.registerMigration("v4: priorities, due dates and each user's list settings") { db in
            try db.execute(sql: """
                ALTER TABLE todos ADD COLUMN priority INTEGER NOT NULL DEFAULT 0 CHECK (priority BETWEEN 0 AND 3);
                ALTER TABLE todos ADD COLUMN due_date TEXT
                    CHECK (due_date IS NULL OR due_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]');
                ALTER TABLE users ADD COLUMN list_filter TEXT NOT NULL DEFAULT 'all';
                ALTER TABLE users ADD COLUMN list_sort TEXT NOT NULL DEFAULT 'manual';
                """)
        }
        migrator.registerMigration("v5: the editor's unsaved draft") { db in
            try db.execute(sql: """
                CREATE TABLE drafts (
                    user_id INTEGER NOT NULL PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
                    todo_id BLOB CHECK (todo_id IS NULL OR length(todo_id) = 16),
                    title TEXT NOT NULL,
                    note TEXT NOT NULL,
                    field TEXT NOT NULL,
                    saved_at REAL NOT NULL
                );
                """)
        }
        migrator.registerMigration("v6: a stable key per todo, an index per order, counts and a search index") { db in
            try version6(db)
        }
        migrator.registerMigration("v7: completion times, and a draft per editing process") { db in
            try version7(db)
        }
        migrator.registerMigration("v8: local copies of lists on a server, and the changes on their way there") { db in
            try version8(db)
        }
        return migrator
    }
}
