import GRDB

extension TodoDatabaseSchema {
    /// The migration to v6. Released migrations are never edited: a later change is a
    /// migration of its own.
    ///
    /// `todos` is rebuilt with an `INTEGER PRIMARY KEY`, `key`, taking each row's rowid,
    /// so lists keep their order and the search index has a key that VACUUM keeps (an
    /// implicit rowid it may renumber). Indexes are made after the rows are in.
    static func version6(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE todos_v6 (
                key INTEGER PRIMARY KEY,
                id BLOB NOT NULL UNIQUE CHECK (length(id) = 16),
                user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                title TEXT NOT NULL,
                note TEXT NOT NULL,
                is_done INTEGER NOT NULL CHECK (is_done IN (0, 1)),
                position INTEGER NOT NULL,
                created_at REAL NOT NULL,
                updated_at REAL NOT NULL,
                imported_from BLOB CHECK (imported_from IS NULL OR length(imported_from) = 16),
                priority INTEGER NOT NULL DEFAULT 0 CHECK (priority BETWEEN 0 AND 3),
                due_date TEXT CHECK (due_date IS NULL OR due_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]')
            );
            INSERT INTO todos_v6 (key, id, user_id, title, note, is_done, position, created_at, updated_at, imported_from, priority, due_date)
                SELECT rowid, id, user_id, title, note, is_done, position, created_at, updated_at, imported_from, priority, due_date
                FROM todos;
            DROP TABLE todos;
            ALTER TABLE todos_v6 RENAME TO todos;
            CREATE INDEX todos_by_user_and_origin ON todos(user_id, imported_from) WHERE imported_from IS NOT NULL;
            """)
        try db.execute(sql: listIndexes)
        try db.execute(sql: counts)
        try db.execute(sql: searchTables)
        try SearchText.fill(db)
        try db.execute(sql: """
            INSERT INTO todo_search (rowid, text) SELECT key, \(indexedText(of: "todo_search_text")) FROM todo_search_text;
            """)
        try db.execute(sql: searchTriggers)
    }

    /// One index per filter and sort. A due date sorts as itself, or as "~" (after
    /// every date) when there is none or it is no real day ("2026-02-30"), as
    /// `TodoOrder` ranks it; the query's expression must be this one to use the index.
    private static let listIndexes = """
        CREATE INDEX todos_in_order ON todos(user_id, position, id);
        CREATE INDEX todos_in_order_by_done ON todos(user_id, is_done, position, id);
        CREATE INDEX todos_by_due_date ON todos(
            user_id, coalesce(CASE WHEN date(due_date, '+0 days') = due_date THEN due_date END, '~'), position, id);
        CREATE INDEX todos_by_done_and_due_date ON todos(
            user_id, is_done, coalesce(CASE WHEN date(due_date, '+0 days') = due_date THEN due_date END, '~'), position, id);
        CREATE INDEX todos_by_priority ON todos(user_id, priority DESC, position, id);
        CREATE INDEX todos_by_done_and_priority ON todos(user_id, is_done, priority DESC, position, id);
        """

    /// Counts kept by plain SQL triggers, so they stay right whoever writes. A user's row
    /// is made by their first todo, without a conflict clause: one in a trigger would
    /// give way to the conflict clause of the statement that fired it.
    private static let counts = """
        CREATE TABLE todo_counts (
            user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
            total INTEGER NOT NULL,
            done INTEGER NOT NULL
        );
        INSERT INTO todo_counts (user_id, total, done) SELECT user_id, count(*), sum(is_done) FROM todos GROUP BY user_id;
        CREATE TRIGGER todo_counts_after_insert AFTER INSERT ON todos BEGIN
            INSERT INTO todo_counts (user_id, total, done)
                SELECT new.user_id, 0, 0 WHERE NOT EXISTS (SELECT 1 FROM todo_counts WHERE user_id = new.user_id);
            UPDATE todo_counts SET total = total + 1, done = done + new.is_done WHERE user_id = new.user_id;
        END;
        CREATE TRIGGER todo_counts_after_delete AFTER DELETE ON todos BEGIN
            UPDATE todo_counts SET total = total - 1, done = done - old.is_done WHERE user_id = old.user_id;
        END;
        CREATE TRIGGER todo_counts_after_update AFTER UPDATE OF user_id, is_done ON todos
        WHEN old.user_id IS NOT new.user_id OR old.is_done IS NOT new.is_done BEGIN
            UPDATE todo_counts SET total = total - 1, done = done - old.is_done WHERE user_id = old.user_id;
            INSERT INTO todo_counts (user_id, total, done)
                SELECT new.user_id, 0, 0 WHERE NOT EXISTS (SELECT 1 FROM todo_counts WHERE user_id = new.user_id);
            UPDATE todo_counts SET total = total + 1, done = done + new.is_done WHERE user_id = new.user_id;
        END;
        """

    /// The search text and its index (see `SearchText`). The index keeps no copy of the
    /// text (`content=''`), nor positions (`detail=none`): a search asks it for the todos
    /// that hold every trigram of the text, and checks those against the text.
    private static let searchTables = """
        CREATE TABLE todo_search_text (
            key INTEGER PRIMARY KEY,
            title TEXT NOT NULL,
            note TEXT NOT NULL
        );
        CREATE TABLE todo_search_stale (key INTEGER PRIMARY KEY);
        CREATE VIRTUAL TABLE todo_search USING fts5(
            text, content='', columnsize=0, detail=none, tokenize='trigram case_sensitive 1'
        );
        CREATE VIRTUAL TABLE todo_search_terms USING fts5vocab(todo_search, 'instance');
        """

    /// What the index holds of a row of `todo_search_text` (or of `old` or `new` in its
    /// triggers, which delete from the index with the very text they added): each field
    /// with its padding (see `SearchText`), after a mark, three U+0002, when a field holds
    /// a U+0000, where FTS5 stops reading a text, so that such a todo is a candidate of
    /// every search.
    private static func indexedText(of row: String) -> String {
        """
        CASE WHEN instr(\(row).title, char(0)) + instr(\(row).note, char(0)) > 0 THEN char(2, 2, 2) ELSE '' END
            || \(row).title || char(1, 1) || \(row).note || char(1, 1)
        """
    }

    private static let searchTriggers = """
        CREATE TRIGGER todo_search_text_after_insert AFTER INSERT ON todo_search_text BEGIN
            INSERT INTO todo_search (rowid, text) VALUES (new.key, \(indexedText(of: "new")));
        END;
        CREATE TRIGGER todo_search_text_after_delete AFTER DELETE ON todo_search_text BEGIN
            INSERT INTO todo_search (todo_search, rowid, text) VALUES ('delete', old.key, \(indexedText(of: "old")));
        END;
        CREATE TRIGGER todo_search_text_after_update AFTER UPDATE ON todo_search_text BEGIN
            INSERT INTO todo_search (todo_search, rowid, text) VALUES ('delete', old.key, \(indexedText(of: "old")));
            INSERT INTO todo_search (rowid, text) VALUES (new.key, \(indexedText(of: "new")));
        END;
        CREATE TRIGGER todo_search_after_todo_insert AFTER INSERT ON todos BEGIN
            INSERT INTO todo_search_stale (key)
                SELECT new.key WHERE NOT EXISTS (SELECT 1 FROM todo_search_stale WHERE key = new.key);
        END;
        CREATE TRIGGER todo_search_after_todo_update AFTER UPDATE OF key, title, note ON todos
        WHEN old.key IS NOT new.key OR old.title IS NOT new.title OR old.note IS NOT new.note BEGIN
            DELETE FROM todo_search_text WHERE key = old.key AND old.key IS NOT new.key;
            INSERT INTO todo_search_stale (key)
                SELECT new.key WHERE NOT EXISTS (SELECT 1 FROM todo_search_stale WHERE key = new.key);
        END;
        CREATE TRIGGER todo_search_after_todo_delete AFTER DELETE ON todos BEGIN
            DELETE FROM todo_search_text WHERE key = old.key;
            DELETE FROM todo_search_stale WHERE key = old.key;
        END;
        """
}
