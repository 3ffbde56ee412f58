import Foundation
import GRDB
import GRDBSQLite

/// The folded text of every todo, kept beside `todos` for searching: the table
/// `todo_search_text` (each todo's title and note folded by ``TodoSearch/fold(_:)``, see
/// ``folded(_:)``) and
/// the trigram index `todo_search` over it.
///
/// Folding is Swift's, so it cannot run in a trigger (another program may open the
/// file). Instead, pure SQL triggers note in `todo_search_stale` every todo whose text
/// changed, whoever changed it, and ``catchUp(_:)`` folds those, in the transaction of
/// each of the store's writes, and before a search reads after another program wrote.
/// The index follows `todo_search_text` by triggers of its own.
///
/// Each field is indexed with two padding characters (U+0001) after it
/// (`title || char(1, 1) || note || char(1, 1)`, in the v6 migration's triggers, which
/// delete from the index with the very text they added). The trigram
/// index then holds every occurrence of one or two characters as the start of a
/// trigram, "ab" at the end of "crab" as "ab␁", so a search too short for trigrams
/// still finds its candidates in the index (see ``SearchCandidates``). Whatever the
/// padding lets through is checked against the unpadded text.
enum SearchText {
    /// Folds the text of every todo noted as changed, and forgets the notes.
    static func catchUp(_ db: Database) throws {
        let stale = try db.cachedStatement(sql: """
            SELECT s.key, t.title, t.note FROM todo_search_stale s JOIN todos t ON t.key = s.key
            """)
        var texts: [(key: Int64, title: String, note: String)] = []
        let rows = try Row.fetchCursor(stale)
        while try rows.next() != nil {
            let statement = stale.sqliteStatement
            texts.append((sqlite3_column_int64(statement, 0), TodoColumns.text(column: 1, of: statement), TodoColumns.text(column: 2, of: statement)))
        }
        let upsert = try db.cachedStatement(sql: """
            INSERT INTO todo_search_text (key, title, note) VALUES (?, CAST(? AS TEXT), CAST(? AS TEXT))
            ON CONFLICT (key) DO UPDATE SET title = excluded.title, note = excluded.note
            WHERE title IS NOT excluded.title OR note IS NOT excluded.note
            """)
        for text in texts {
            try upsert.execute(arguments: arguments(key: text.key, title: text.title, note: text.note))
        }
        try db.cachedStatement(sql: "DELETE FROM todo_search_stale").execute()
    }

    /// Whether another program changed a todo's text since the store last caught up.
    static func isBehind(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM todo_search_stale)")) ?? false
    }

    /// Fills `todo_search_text` for every todo, for the migration that adds it: one
    /// statement read, one prepared insert, no triggers yet.
    static func fill(_ db: Database) throws {
        let select = try db.makeStatement(sql: "SELECT key, title, note FROM todos")
        let insert = try db.makeStatement(sql: "INSERT INTO todo_search_text (key, title, note) VALUES (?, CAST(? AS TEXT), CAST(? AS TEXT))")
        let rows = try Row.fetchCursor(select)
        while try rows.next() != nil {
            let statement = select.sqliteStatement
            try insert.execute(arguments: arguments(
                key: sqlite3_column_int64(statement, 0),
                title: TodoColumns.text(column: 1, of: statement),
                note: TodoColumns.text(column: 2, of: statement)
            ))
        }
    }

    private static func arguments(key: Int64, title: String, note: String) -> StatementArguments {
        // As UTF-8 bytes cast to TEXT, like the todos themselves: GRDB binds a String
        // only up to its first U+0000.
        [key, Data(folded(title).utf8), note.isEmpty ? Data() : Data(folded(note).utf8)]
    }

    /// `text` as the search text keeps it and searches compare it: folded by
    /// ``TodoSearch/fold(_:)``.
    static func folded(_ text: String) -> String {
        comparable(TodoSearch.fold(text))
    }

    /// `folded` (a text ``TodoSearch/fold(_:)`` folded) in the form in which SQLite's
    /// byte comparison finds what `TodoSearch`'s comparison of characters finds: composed
    /// (NFC), so that "가" finds the same syllable written as two jamo. ASCII is already.
    static func comparable(_ folded: String) -> String {
        folded.utf8.allSatisfy { $0 < 0x80 } ? folded : folded.precomposedStringWithCanonicalMapping
    }
}
