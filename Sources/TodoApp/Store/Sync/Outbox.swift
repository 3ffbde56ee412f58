import Foundation
import GRDB

/// The changes made to a local copy that the server does not have yet, in the order they
/// were made: the table `outbox` (see ``TodoDatabaseSchema/version8(_:)``). Each is added in
/// the transaction that makes it to the copy, so a change shown is a change kept, whatever
/// stops the program, and leaves only once the server has it.
enum Outbox {
    /// Keeps `change` for the list held by the local user `userID`, after every change
    /// kept before it.
    static func append(_ change: SentChange, userID: Int64, in db: Database) throws {
        var row = Columns(kind: "save", todoID: change.change.todoID)
        switch change.change {
        case .save(let todo):
            row.title = todo.title
            row.note = todo.note
            row.isDone = todo.isDone
            row.completedAt = .some(todo.completedAt)
            row.position = todo.position
            row.priority = todo.priority.rawValue
            row.dueDate = .some(todo.dueDate)
            row.createdAt = todo.createdAt
            row.updatedAt = todo.updatedAt
        case .update(_, let changes, let baseNote):
            row.kind = "update"
            row.title = changes.title
            row.note = changes.note
            row.isDone = changes.isDone
            row.completedAt = changes.completedAt
            row.position = changes.position
            row.priority = changes.priority?.rawValue
            row.dueDate = changes.dueDate
            row.updatedAt = changes.updatedAt
            row.baseNote = baseNote
        case .delete:
            row.kind = "delete"
        }
        try db.cachedStatement(sql: """
            INSERT INTO outbox (change_id, user_id, todo_id, kind, title, note, is_done, completed_at, sets_completed_at,
                position, priority, due_date, sets_due_date, created_at, updated_at, base_note)
            VALUES (?, ?, ?, ?, CAST(? AS TEXT), CAST(? AS TEXT), ?, ?, ?, ?, ?, ?, ?, ?, ?, CAST(? AS TEXT))
            """)
            .execute(arguments: [
                Data(uuidBytes: change.id), userID, Data(uuidBytes: row.todoID), row.kind,
                row.title.map { Data($0.utf8) }, row.note.map { Data($0.utf8) }, row.isDone,
                row.completedAt??.timeIntervalSinceReferenceDate, row.completedAt != nil,
                row.position, row.priority, row.dueDate??.description, row.dueDate != nil,
                row.createdAt?.timeIntervalSinceReferenceDate, row.updatedAt?.timeIntervalSinceReferenceDate,
                row.baseNote.map { Data($0.utf8) },
            ])
    }

    /// The changes kept for the list of `userID`, oldest first, at most `limit`.
    static func pending(userID: Int64, limit: Int = .max, in db: Database) throws -> [SentChange] {
        try Row.fetchAll(
            db.cachedStatement(sql: "SELECT \(selected) FROM outbox WHERE user_id = ? ORDER BY seq LIMIT ?"),
            arguments: [userID, limit]
        ).map(decode)
    }

    /// The changes kept for one todo, oldest first: what a copy shows over the server's
    /// todo until they are sent.
    static func pending(todoID: Todo.ID, in db: Database) throws -> [SentChange] {
        try Row.fetchAll(
            db.cachedStatement(sql: "SELECT \(selected) FROM outbox WHERE todo_id = ? ORDER BY seq"),
            arguments: [Data(uuidBytes: todoID)]
        ).map(decode)
    }

    /// The ids of the todos with changes kept for the list of `userID`.
    static func pendingTodoIDs(userID: Int64, in db: Database) throws -> Set<Todo.ID> {
        Set(try Data.fetchAll(
            db.cachedStatement(sql: "SELECT DISTINCT todo_id FROM outbox WHERE user_id = ?"), arguments: [userID]
        ).compactMap(UUID.init(bytes:)))
    }

    static func count(userID: Int64, in db: Database) throws -> Int {
        try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM outbox WHERE user_id = ?"), arguments: [userID]) ?? 0
    }

    /// Forgets the change with this id: the server has it, or will never take it.
    static func remove(_ id: UUID, in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM outbox WHERE change_id = ?").execute(arguments: [Data(uuidBytes: id)])
    }

    private static let selected = """
        change_id, todo_id, kind, CAST(title AS BLOB), CAST(note AS BLOB), is_done, completed_at, sets_completed_at,
        position, priority, due_date, sets_due_date, created_at, updated_at, CAST(base_note AS BLOB)
        """

    private struct Columns {
        var kind: String
        var todoID: Todo.ID
        var title: String?
        var note: String?
        var isDone: Bool?
        var completedAt: Date??
        var position: Int?
        var priority: Int?
        var dueDate: TodoDay??
        var createdAt: Date?
        var updatedAt: Date?
        var baseNote: String?
    }

    private static func decode(_ row: Row) -> SentChange {
        let id = UUID(bytes: row[0]) ?? UUID()
        let todoID = UUID(bytes: row[1]) ?? UUID()
        let text = { (index: Int) -> String? in (row[index] as Data?).map { String(decoding: $0, as: UTF8.self) } }
        let time = { (index: Int) -> Date? in (row[index] as Double?).map(Date.init(timeIntervalSinceReferenceDate:)) }
        let completedAt: Date?? = (row[7] as Bool? ?? false) ? .some(time(6)) : nil
        let dueDate: TodoDay?? = (row[11] as Bool? ?? false) ? .some((row[10] as String?).flatMap(TodoDay.init)) : nil
        let updatedAt = time(13) ?? Date(timeIntervalSinceReferenceDate: 0)
        switch row[2] as String {
        case "save":
            return SentChange(id: id, change: .save(Todo(
                id: todoID, title: text(3) ?? "", note: text(4) ?? "", isDone: row[5] as Bool? ?? false,
                position: row[8] as Int? ?? 0, priority: TodoPriority(rawValue: row[9] as Int? ?? 0) ?? .none,
                dueDate: dueDate ?? nil, createdAt: time(12) ?? updatedAt, updatedAt: updatedAt, completedAt: completedAt ?? nil
            )))
        case "update":
            var changes = TodoChanges(
                title: text(3), note: text(4), isDone: row[5] as Bool?, position: row[8] as Int?,
                priority: (row[9] as Int?).flatMap(TodoPriority.init(rawValue:)), dueDate: dueDate, updatedAt: updatedAt
            )
            changes.completedAt = completedAt
            return SentChange(id: id, change: .update(todoID, changes, baseNote: text(14)))
        default:
            return SentChange(id: id, change: .delete(todoID))
        }
    }
}
