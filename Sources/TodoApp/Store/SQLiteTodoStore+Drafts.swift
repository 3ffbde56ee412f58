import Foundation
import GRDB

/// The editor's drafts: one per user and owner, the process whose editor keeps it (see
/// ``DraftOwner``). A draft of an owner that is gone is kept under that owner until a
/// login restores it (claims it) or drops it.
extension SQLiteTodoStore {
    public func drafts(for user: String) async throws -> [EditorDraft] {
        let name = try UserName(user)
        return try await read("read the unsaved drafts") { db in
            guard let userID = try Self.existingUserID(name, in: db) else { return [] }
            let rows = try Row.fetchAll(
                db.cachedStatement(sql: """
                    SELECT owner, todo_id, CAST(title AS BLOB), CAST(note AS BLOB), field, saved_at, priority, due_date FROM drafts
                    WHERE user_id = ? ORDER BY saved_at DESC
                    """),
                arguments: [userID]
            )
            return rows.map { row in
                EditorDraft(
                    todoID: (row[1] as Data?).flatMap(UUID.init(bytes:)),
                    title: String(decoding: row[2] as Data, as: UTF8.self),
                    note: String(decoding: row[3] as Data, as: UTF8.self),
                    priority: TodoPriority(rawValue: row[6]) ?? .none,
                    dueDate: (row[7] as String?).flatMap { TodoDay($0) },
                    field: EditorDraft.Field(rawValue: row[4]) ?? .title,
                    savedAt: Date(timeIntervalSinceReferenceDate: row[5]),
                    owner: DraftOwner(text: row[0])
                )
            }
        }
    }

    public func saveDraft(_ draft: EditorDraft, for user: String) async throws {
        let name = try UserName(user)
        try await write("keep the unsaved draft") { db in
            let userID = try Self.userID(named: name, in: db)
            try db.cachedStatement(sql: """
                INSERT INTO drafts (user_id, owner, todo_id, title, note, field, saved_at, priority, due_date)
                VALUES (?, ?, ?, CAST(? AS TEXT), CAST(? AS TEXT), ?, ?, ?, ?)
                ON CONFLICT (user_id, owner) DO UPDATE SET
                    todo_id = excluded.todo_id, title = excluded.title, note = excluded.note,
                    field = excluded.field, saved_at = excluded.saved_at, priority = excluded.priority,
                    due_date = excluded.due_date
                """)
                .execute(arguments: [
                    userID, draft.owner?.text ?? "", draft.todoID.map { Data(uuidBytes: $0) }, Data(draft.title.utf8),
                    Data(draft.note.utf8), draft.field.rawValue, draft.savedAt.timeIntervalSinceReferenceDate,
                    draft.priority.rawValue, draft.dueDate?.description,
                ])
        }
    }

    public func deleteDraft(ownedBy owner: DraftOwner?, for user: String) async throws {
        let name = try UserName(user)
        try await write("forget the unsaved draft") { db in
            guard let userID = try Self.existingUserID(name, in: db) else { return }
            try db.cachedStatement(sql: "DELETE FROM drafts WHERE user_id = ? AND owner = ?")
                .execute(arguments: [userID, owner?.text ?? ""])
        }
    }

    public func claimDraft(_ draft: EditorDraft, for owner: DraftOwner, user: String) async throws -> Bool {
        let name = try UserName(user)
        return try await write("restore the unsaved draft") { db in
            guard let userID = try Self.existingUserID(name, in: db) else { return false }
            // Whatever the new owner kept before gives way: one editor a process.
            try db.cachedStatement(sql: "DELETE FROM drafts WHERE user_id = ? AND owner = ? AND owner <> ?")
                .execute(arguments: [userID, owner.text, draft.owner?.text ?? ""])
            try db.cachedStatement(sql: "UPDATE drafts SET owner = ? WHERE user_id = ? AND owner = ? AND saved_at = ?")
                .execute(arguments: [owner.text, userID, draft.owner?.text ?? "", draft.savedAt.timeIntervalSinceReferenceDate])
            return db.changesCount > 0
        }
    }
}

extension UUID {
    /// The id whose 16 bytes are `bytes`, as the database keeps ids; nil for any other length.
    init?(bytes: Data) {
        guard bytes.count == 16 else { return nil }
        self.init(uuid: bytes.withUnsafeBytes { $0.loadUnaligned(as: uuid_t.self) })
    }
}
