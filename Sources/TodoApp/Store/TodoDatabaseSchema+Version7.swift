import GRDB

extension TodoDatabaseSchema {
    /// The migration to v7. Released migrations are never edited: a later change is a
    /// migration of its own.
    ///
    /// - `todos.completed_at`: until v7 the day a todo was done lived only in its update
    ///   time, which the next edit moved. A done todo starts from that update time, the
    ///   best the file knows.
    /// - `drafts` keyed by user and owner: a draft from before v7 gets the owner `''`,
    ///   which names no running process, so the next login offers it as before. A draft
    ///   keeps the priority and due date the editor sets too.
    static func version7(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE todos ADD COLUMN completed_at REAL;
            UPDATE todos SET completed_at = updated_at WHERE is_done = 1;
            CREATE TABLE drafts_v7 (
                user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                owner TEXT NOT NULL,
                todo_id BLOB CHECK (todo_id IS NULL OR length(todo_id) = 16),
                title TEXT NOT NULL,
                note TEXT NOT NULL,
                field TEXT NOT NULL,
                saved_at REAL NOT NULL,
                priority INTEGER NOT NULL DEFAULT 0 CHECK (priority BETWEEN 0 AND 3),
                due_date TEXT CHECK (due_date IS NULL OR due_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
                PRIMARY KEY (user_id, owner)
            );
            INSERT INTO drafts_v7 (user_id, owner, todo_id, title, note, field, saved_at)
                SELECT user_id, '', todo_id, title, note, field, saved_at FROM drafts;
            DROP TABLE drafts;
            ALTER TABLE drafts_v7 RENAME TO drafts;
            """)
    }
}
