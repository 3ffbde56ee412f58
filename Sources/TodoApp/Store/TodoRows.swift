import Foundation
import GRDB

/// The statements that change one list's rows of `todos`, inside a transaction someone
/// else opened: a ``SQLiteTodoStore``'s own writes, and a local copy's writes, which
/// record the change for the server in the same transaction (see ``LocalCopy``).
enum TodoRows {
    /// Inserts each todo into the list of `userID`, or updates the one with its id there.
    /// Throws ``TodoStoreError/todoBelongsToAnotherUser(id:)`` for an id another list has.
    static func save(_ todos: [Todo], userID: Int64, in db: Database) throws {
        let upsert = try db.cachedStatement(sql: """
            INSERT INTO todos (\(TodoColumns.insertedColumns)) VALUES (\(TodoColumns.insertedValues))
            ON CONFLICT (id) DO UPDATE SET
                title = excluded.title, note = excluded.note, is_done = excluded.is_done,
                position = excluded.position, priority = excluded.priority, due_date = excluded.due_date,
                created_at = excluded.created_at, updated_at = excluded.updated_at, completed_at = excluded.completed_at
            WHERE todos.user_id = excluded.user_id
            """)
        for todo in todos {
            try upsert.execute(arguments: TodoColumns.arguments(for: todo, userID: userID))
            // The WHERE clause turns an id owned by another user into a no-op.
            if db.changesCount == 0 {
                throw TodoStoreError.todoBelongsToAnotherUser(id: todo.id)
            }
        }
    }

    /// Sets the fields `changes` gives of the todo with this id in the list of `userID`;
    /// false if it is not there.
    static func update(id: Todo.ID, with changes: TodoChanges, userID: Int64, in db: Database) throws -> Bool {
        // One statement for every combination of fields: each column keeps its stored
        // value unless the changes give it one.
        try db.cachedStatement(sql: """
            UPDATE todos SET
                title = coalesce(CAST(? AS TEXT), title),
                note = coalesce(CAST(? AS TEXT), note),
                is_done = coalesce(?, is_done),
                completed_at = CASE WHEN coalesce(?, is_done) THEN coalesce(?, completed_at, ?) END, -- none while open
                position = coalesce(?, position),
                priority = coalesce(?, priority),
                due_date = CASE WHEN ? THEN ? ELSE due_date END,
                updated_at = ?
            WHERE id = ? AND user_id = ?
            """)
            .execute(arguments: [
                changes.title.map { Data($0.utf8) }, changes.note.map { Data($0.utf8) },
                changes.isDone, changes.isDone, changes.completedAt??.timeIntervalSinceReferenceDate, changes.updatedAt.timeIntervalSinceReferenceDate,
                changes.position, changes.priority?.rawValue,
                changes.dueDate != nil, changes.dueDate??.description,
                changes.updatedAt.timeIntervalSinceReferenceDate,
                Data(uuidBytes: id), userID,
            ])
        return db.changesCount > 0
    }

    /// Deletes the todo with this id from the list of `userID`, if it is there.
    static func delete(id: Todo.ID, userID: Int64, in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM todos WHERE id = ? AND user_id = ?")
            .execute(arguments: [Data(uuidBytes: id), userID])
    }

    /// The todo with this id in the list of `userID`, whole; nil if there is none.
    static func todo(id: Todo.ID, userID: Int64, in db: Database) throws -> Todo? {
        let statement = try db.cachedStatement(sql: "SELECT \(TodoColumns.selectedColumns) FROM todos WHERE id = ? AND user_id = ?")
        let rows = try Row.fetchCursor(statement, arguments: [Data(uuidBytes: id), userID])
        guard try rows.next() != nil else { return nil }
        return try TodoColumns.decode(current: statement.sqliteStatement)
    }
}
