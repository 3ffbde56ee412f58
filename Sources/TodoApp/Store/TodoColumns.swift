import Foundation
import GRDB
import GRDBSQLite

/// How a ``Todo`` maps to a row of the `todos` table, both ways.
///
/// Titles and notes are written as UTF-8 bytes cast to TEXT and read back by
/// byte count, never as C strings (GRDB's `String` binding stops at the first
/// U+0000), so every character survives the trip, control characters included.
///
/// Decoding calls SQLite's column functions on the statement directly: loading a
/// long list is dominated by this loop, and going through GRDB's `Row` took
/// twice as long (100,000 todos: 73 ms instead of 34 ms in a release build).
enum TodoColumns: RowDecoding {
    static let selectedColumns = "id, title, note, is_done, position, priority, due_date, created_at, updated_at, completed_at"

    /// The columns and placeholders of an `INSERT` whose arguments come from
    /// ``arguments(for:userID:)``.
    static let insertedColumns = "id, user_id, title, note, is_done, position, priority, due_date, created_at, updated_at, completed_at"
    static let insertedValues = "?, ?, CAST(? AS TEXT), CAST(? AS TEXT), ?, ?, ?, ?, ?, ?, ?"

    static func arguments(for todo: Todo, userID: Int64) -> StatementArguments {
        [
            Data(uuidBytes: todo.id),
            userID,
            Data(todo.title.utf8),
            Data(todo.note.utf8),
            todo.isDone,
            todo.position,
            todo.priority.rawValue,
            todo.dueDate?.description,
            todo.createdAt.timeIntervalSinceReferenceDate,
            todo.updatedAt.timeIntervalSinceReferenceDate,
            // A done todo always has a time, an open one none, whatever the value says.
            TodoChanges.completion(isDone: todo.isDone, completedAt: todo.completedAt, updatedAt: todo.updatedAt)?
                .timeIntervalSinceReferenceDate,
        ]
    }

    static func decode(current statement: SQLiteStatement) throws -> Todo {
        Todo(
            id: try uuid(column: 0, of: statement),
            title: text(column: 1, of: statement),
            note: text(column: 2, of: statement),
            isDone: sqlite3_column_int64(statement, 3) != 0,
            position: Int(sqlite3_column_int64(statement, 4)),
            priority: priority(column: 5, of: statement),
            dueDate: day(column: 6, of: statement),
            createdAt: Date(timeIntervalSinceReferenceDate: sqlite3_column_double(statement, 7)),
            updatedAt: Date(timeIntervalSinceReferenceDate: sqlite3_column_double(statement, 8)),
            completedAt: time(column: 9, of: statement)
        )
    }

    static func time(column: Int32, of statement: SQLiteStatement) -> Date? {
        guard sqlite3_column_type(statement, column) != SQLITE_NULL else { return nil }
        return Date(timeIntervalSinceReferenceDate: sqlite3_column_double(statement, column))
    }

    static func priority(column: Int32, of statement: SQLiteStatement) -> TodoPriority {
        TodoPriority(rawValue: Int(sqlite3_column_int64(statement, column))) ?? .none
    }

    /// The schema checks the shape of a due date; a day that does not exist (Feb 30)
    /// reads as none rather than failing the whole list.
    static func day(column: Int32, of statement: SQLiteStatement) -> TodoDay? {
        guard sqlite3_column_type(statement, column) != SQLITE_NULL else { return nil }
        return TodoDay(text(column: column, of: statement))
    }

    static func text(column: Int32, of statement: SQLiteStatement) -> String {
        guard let start = sqlite3_column_text(statement, column) else { return "" }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    }

    static func uuid(column: Int32, of statement: SQLiteStatement) throws -> UUID {
        guard let start = sqlite3_column_blob(statement, column), sqlite3_column_bytes(statement, column) == 16 else {
            throw DatabaseError(resultCode: .SQLITE_MISMATCH, message: "a todo id is not 16 bytes")
        }
        return UUID(uuid: UnsafeRawPointer(start).loadUnaligned(as: uuid_t.self))
    }
}

/// How a row of the `todos` table becomes what the list shows of it: the note, which
/// can be long, is only asked whether it is empty.
enum TodoSummaryColumns: RowDecoding {
    static let selectedColumns = "id, title, is_done, position, priority, due_date, note <> '', completed_at"

    static func decode(current statement: SQLiteStatement) throws -> TodoSummary {
        TodoSummary(
            id: try TodoColumns.uuid(column: 0, of: statement),
            title: TodoColumns.text(column: 1, of: statement),
            isDone: sqlite3_column_int64(statement, 2) != 0,
            position: Int(sqlite3_column_int64(statement, 3)),
            priority: TodoColumns.priority(column: 4, of: statement),
            dueDate: TodoColumns.day(column: 5, of: statement),
            hasNote: sqlite3_column_int64(statement, 6) != 0,
            completedAt: TodoColumns.time(column: 7, of: statement)
        )
    }
}

extension Data {
    /// The 16 bytes of `uuid`, the form todo ids take in the database.
    init(uuidBytes uuid: UUID) {
        self = Swift.withUnsafeBytes(of: uuid.uuid) { Data($0) }
    }
}
