import GRDB

extension TodoDatabaseSchema {
    /// The migration to v8: what a local copy of lists on a server keeps beside them (see
    /// ``LocalCopy``). A database of one's own lists has these tables empty.
    ///
    /// - `server_lists`: for each list copied from a server, the local user whose todos
    ///   hold the copy, the list's id, name, owner and access there, the key a typed name
    ///   finds it by, and the server revision the copy is at (NULL until the first copy
    ///   is whole).
    /// - `outbox`: changes made here and not yet on the server, in the order they were
    ///   made (`seq`), each with the id the server remembers it by. An update keeps only
    ///   the fields it sets: NULL is "not set", and `sets_completed_at`/`sets_due_date`
    ///   tell clearing from not setting for the two fields that can be cleared.
    /// - `server_news`: who changed what on the server, as the copy heard it, for the
    ///   header to tell and `u` to put back (`before` and `after`, the fields as JSON), and
    ///   what became of a change of this machine's that the server could not make as made
    ///   (a todo someone deleted, with `yours` kept whole; a note both changed; a refusal
    ///   and its `reason`).
    static func version8(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE server_lists (
                user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
                server_list_id INTEGER NOT NULL UNIQUE,
                name TEXT NOT NULL,
                owner TEXT NOT NULL,
                is_own INTEGER NOT NULL CHECK (is_own IN (0, 1)),
                can_write INTEGER NOT NULL CHECK (can_write IN (0, 1)),
                name_key TEXT NOT NULL,
                revision INTEGER
            );
            CREATE INDEX server_lists_by_name_key ON server_lists(name_key);
            CREATE TABLE outbox (
                seq INTEGER PRIMARY KEY AUTOINCREMENT,
                change_id BLOB NOT NULL UNIQUE CHECK (length(change_id) = 16),
                user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                todo_id BLOB NOT NULL CHECK (length(todo_id) = 16),
                kind TEXT NOT NULL CHECK (kind IN ('save', 'update', 'delete')),
                title TEXT,
                note TEXT,
                is_done INTEGER,
                completed_at REAL,
                sets_completed_at INTEGER NOT NULL DEFAULT 0,
                position INTEGER,
                priority INTEGER,
                due_date TEXT,
                sets_due_date INTEGER NOT NULL DEFAULT 0,
                created_at REAL,
                updated_at REAL,
                base_note TEXT
            );
            CREATE INDEX outbox_by_list ON outbox(user_id, seq);
            CREATE INDEX outbox_by_todo ON outbox(todo_id, seq);
            CREATE TABLE server_news (
                seq INTEGER PRIMARY KEY AUTOINCREMENT,
                user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                actor TEXT NOT NULL,
                kind TEXT NOT NULL,
                fields TEXT NOT NULL,
                title TEXT NOT NULL,
                is_done INTEGER NOT NULL,
                todo_id BLOB CHECK (todo_id IS NULL OR length(todo_id) = 16),
                before TEXT,
                after TEXT,
                yours TEXT,
                reason TEXT
            );
            CREATE INDEX server_news_by_list ON server_news(user_id, seq);
            """)
    }
}
