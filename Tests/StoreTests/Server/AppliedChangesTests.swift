import Foundation
import PostgresClient
import PostgresTesting
import Testing
@testable import TodoApp

/// The ids of the changes sent (`todo_tui.applied_changes`): each role records and sees
/// only its own, through any client, and ids older than 90 days are forgotten as changes
/// are sent. Ada owns "Groceries" and shares it with Grace to change.
@Suite struct AppliedChangesTests {
    let database: TodoTestDatabase
    let groceries: ServerList
    let milk = Todo(title: "Milk", position: 0)

    init() async throws {
        database = try await TodoTestDatabase.make()
        let adas = database.store(as: .ada)
        try await adas.save(milk, for: "Groceries")
        try await adas.share("Groceries", with: "grace", readOnly: false)
        groceries = try #require(try await adas.existingList("Groceries"))
    }

    private func send(as role: TestRole, _ id: UUID = UUID()) async throws -> UUID {
        let change = SentChange(id: id, change: .update(milk.id, TodoChanges(isDone: true, updatedAt: .now), baseNote: nil))
        #expect(try await database.store(as: role).send(change, to: groceries) == .applied)
        return id
    }

    /// The SQLSTATE `sql` fails with as `role`; nil if it succeeds.
    private func refusal(_ sql: String, as role: TestRole, _ parameters: [any PostgresParameter] = []) throws -> String? {
        do {
            try database.connect(as: role).execute(sql, parameters)
            return nil
        } catch let error as PostgresError {
            return error.sqlState
        }
    }

    @Test func aRoleSeesAndRecordsOnlyItsOwnChangeIdsAndChangesNone() async throws {
        let adas = try await send(as: .ada)
        let graces = try await send(as: .grace)
        let ids = "SELECT change_id FROM todo_tui.applied_changes"
        #expect(try database.connect(as: .ada).execute(ids).uuid(0, 0) == adas)
        #expect(try database.connect(as: .ada).execute(ids).count == 1)
        #expect(try database.connect(as: .grace).execute(ids).uuid(0, 0) == graces)
        #expect(try database.connect(as: .eve).execute(ids).count == 0)

        let insert = "INSERT INTO todo_tui.applied_changes (change_id, list_id, role) VALUES ($1, $2, 'ada')"
        #expect(try refusal(insert, as: .eve, [UUID(), groceries.id]) == PostgresError.insufficientPrivilege, "as another role")
        #expect(try refusal("UPDATE todo_tui.applied_changes SET applied_at = now()", as: .ada) == PostgresError.insufficientPrivilege)
        #expect(try refusal("DELETE FROM todo_tui.applied_changes", as: .ada) == PostgresError.insufficientPrivilege)
        #expect(try refusal("SELECT todo_tui.send_change($1, $2, 'delete', $3, NULL, NULL, NULL, NULL, NULL, NULL, false, NULL, NULL, NULL, NULL)", as: .eve, [UUID(), groceries.id, milk.id]) == nil)
        #expect(try await database.store(as: .ada).todo(id: milk.id, for: "Groceries") != nil, "Eve's send changed nothing")
    }

    @Test func idsOlderThanNinetyDaysAreForgottenByTheNextChangeSent() async throws {
        let old = try await send(as: .grace)
        let recent = try await send(as: .ada)
        let owner = try database.connect(as: .schemaOwner)
        try owner.execute("UPDATE todo_tui.applied_changes SET applied_at = now() - interval '91 days' WHERE change_id = $1", [old])
        try owner.execute("UPDATE todo_tui.applied_changes SET applied_at = now() - interval '89 days' WHERE change_id = $1", [recent])
        let next = try await send(as: .ada)

        let kept = try owner.execute("SELECT change_id FROM todo_tui.applied_changes ORDER BY applied_at")
        #expect((0..<kept.count).compactMap { kept.uuid($0, 0) } == [recent, next], "another role's old id too")
    }
}
