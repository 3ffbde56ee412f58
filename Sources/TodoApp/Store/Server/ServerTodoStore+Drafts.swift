import Foundation
import PostgresClient

/// The editor's drafts on the server: each role's own, per list and owner (the process
/// whose editor keeps it; see ``DraftOwner``), as the SQLite store keeps them per user.
extension ServerTodoStore {
    public func drafts(for user: String) async throws -> [EditorDraft] {
        guard let list = try await existingList(user) else { return [] }
        return try await connection.run("read the unsaved drafts") { db in
            let result = try db.execute("""
                SELECT owner, todo_id, title, note, field, saved_at, priority, due_date::text FROM todo_tui.drafts
                WHERE list_id = $1 AND role = current_user ORDER BY saved_at DESC
                """, [list.id])
            return (0..<result.count).map { row in
                EditorDraft(
                    todoID: result.isNull(row, 1) ? nil : result.uuid(row, 1),
                    title: result.string(row, 2),
                    note: result.string(row, 3),
                    priority: TodoPriority(rawValue: result.int(row, 6)) ?? .none,
                    dueDate: result.optionalString(row, 7).flatMap(TodoDay.init),
                    field: EditorDraft.Field(rawValue: result.string(row, 4)) ?? .title,
                    savedAt: Date(timeIntervalSinceReferenceDate: result.double(row, 5)),
                    owner: DraftOwner(text: result.string(row, 0))
                )
            }
        }
    }

    public func saveDraft(_ draft: EditorDraft, for user: String) async throws {
        let list = try await list(user)
        try await changing(list, openedAs: user, "keep the unsaved draft", toWrite: false) { db in
            try db.execute("""
                INSERT INTO todo_tui.drafts (list_id, owner, todo_id, title, note, field, saved_at, priority, due_date)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date)
                ON CONFLICT (list_id, role, owner) DO UPDATE SET
                    todo_id = excluded.todo_id, title = excluded.title, note = excluded.note, field = excluded.field,
                    saved_at = excluded.saved_at, priority = excluded.priority, due_date = excluded.due_date
                """, [
                    list.id, draft.owner?.text ?? "", draft.todoID, draft.title, draft.note, draft.field.rawValue,
                    draft.savedAt.timeIntervalSinceReferenceDate, draft.priority.rawValue, draft.dueDate?.description,
                ] as [any PostgresParameter])
        }
    }

    public func deleteDraft(ownedBy owner: DraftOwner?, for user: String) async throws {
        guard let list = try await existingList(user) else { return }
        try await connection.run("forget the unsaved draft") { db in
            try db.execute("DELETE FROM todo_tui.drafts WHERE list_id = $1 AND role = current_user AND owner = $2", [list.id, owner?.text ?? ""])
        }
    }

    public func claimDraft(_ draft: EditorDraft, for owner: DraftOwner, user: String) async throws -> Bool {
        guard let list = try await existingList(user) else { return false }
        return try await connection.run("restore the unsaved draft") { db in
            try db.transaction {
                // Whatever the new owner kept before gives way: one editor a process.
                try db.execute(
                    "DELETE FROM todo_tui.drafts WHERE list_id = $1 AND role = current_user AND owner = $2 AND owner <> $3",
                    [list.id, owner.text, draft.owner?.text ?? ""]
                )
                return try db.execute("""
                    UPDATE todo_tui.drafts SET owner = $1
                    WHERE list_id = $2 AND role = current_user AND owner = $3 AND saved_at = $4
                    """, [owner.text, list.id, draft.owner?.text ?? "", draft.savedAt.timeIntervalSinceReferenceDate] as [any PostgresParameter]
                ).changedRows > 0
            }
        }
    }
}
