import Foundation
import PostgresClient
import PostgresTesting
import Testing
@testable import TodoApp

/// The server decides who sees and changes what, whatever client a role uses: checked
/// here through a plain connection as the role, as `psql` would connect. Ada owns
/// "Groceries" and "Secret", shares "Groceries" with Grace for reading only; Eve has a
/// list of her own and nothing shared.
@Suite struct RowLevelSecurityTests {
    let database: TodoTestDatabase
    let groceries: Int64
    let secret: Int64
    let milk = Todo(title: "Milk", note: "oat", position: 0)
    let plan = Todo(title: "The plan", note: "shh", position: 0)

    init() async throws {
        database = try await TodoTestDatabase.make()
        let adas = database.store(as: .ada)
        try await adas.save(milk, for: "Groceries")
        try await adas.save(plan, for: "Secret")
        try await adas.saveListSettings(TodoListSettings(filter: .open, sort: .dueDate), for: "Secret")
        try await adas.saveDraft(EditorDraft(todoID: nil, title: "Half a plan", note: "", field: .title, savedAt: .now, owner: .current), for: "Secret")
        try await adas.share("Groceries", with: "grace", readOnly: true)
        try await database.store(as: .eve).save(Todo(title: "Eve's own", position: 0), for: "Mine")
        groceries = try #require(try await adas.existingList("Groceries")?.id)
        secret = try #require(try await adas.existingList("Secret")?.id)
    }

    /// The number of rows `sql` returns as `role`.
    private func count(_ sql: String, as role: TestRole, _ parameters: [any PostgresParameter] = []) throws -> Int {
        try database.connect(as: role).execute(sql, parameters).count
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

    @Test func aRoleReadsNoneOfAnothersRowsInAnyTable() throws {
        #expect(try count("SELECT * FROM todo_tui.todos", as: .eve) == 1, "her own todo alone")
        #expect(try count("SELECT * FROM todo_tui.todos WHERE list_id IN ($1, $2)", as: .eve, [groceries, secret]) == 0)
        #expect(try count("SELECT * FROM todo_tui.lists WHERE owner <> current_user", as: .eve) == 0)
        #expect(try count("SELECT * FROM todo_tui.shares", as: .eve) == 0)
        #expect(try count("SELECT * FROM todo_tui.changes WHERE list_id IN ($1, $2)", as: .eve, [groceries, secret]) == 0)
        #expect(try count("SELECT * FROM todo_tui.list_settings", as: .eve) == 0)
        #expect(try count("SELECT * FROM todo_tui.drafts", as: .eve) == 0)
        #expect(try count("SELECT * FROM todo_tui.todos WHERE list_id IN ($1, $2)", as: .ada, [groceries, secret]) == 2, "as its owner sees them")
    }

    @Test func aShareShowsThatListAloneAndNotItsOwnersSettingsOrDrafts() throws {
        #expect(try count("SELECT * FROM todo_tui.todos WHERE list_id = $1", as: .grace, [groceries]) == 1)
        #expect(try count("SELECT * FROM todo_tui.todos WHERE list_id = $1", as: .grace, [secret]) == 0)
        #expect(try count("SELECT * FROM todo_tui.changes WHERE list_id = $1", as: .grace, [groceries]) > 0)
        #expect(try count("SELECT * FROM todo_tui.lists", as: .grace) == 1)
        #expect(try count("SELECT * FROM todo_tui.list_settings", as: .grace) == 0)
        #expect(try count("SELECT * FROM todo_tui.drafts", as: .grace) == 0)
    }

    @Test func anUpdateOrDeleteOfAnothersRowsChangesNothing() async throws {
        let eve = try database.connect(as: .eve)
        #expect(try eve.execute("UPDATE todo_tui.todos SET title = 'mine now' WHERE list_id IN ($1, $2)", [groceries, secret]).changedRows == 0)
        #expect(try eve.execute("DELETE FROM todo_tui.todos WHERE list_id IN ($1, $2)", [groceries, secret]).changedRows == 0)
        #expect(try eve.execute("UPDATE todo_tui.lists SET name = 'mine now' WHERE id IN ($1, $2)", [groceries, secret]).changedRows == 0)
        #expect(try eve.execute("DELETE FROM todo_tui.lists WHERE id IN ($1, $2)", [groceries, secret]).changedRows == 0)
        #expect(try eve.execute("DELETE FROM todo_tui.drafts").changedRows == 0)
        #expect(try eve.execute("DELETE FROM todo_tui.list_settings").changedRows == 0)
        // Read-only: she sees the row, and may not change or delete it.
        #expect(try refusal("UPDATE todo_tui.todos SET title = 'changed' WHERE list_id = $1", as: .grace, [groceries]) == PostgresError.insufficientPrivilege)
        #expect(try database.connect(as: .grace).execute("DELETE FROM todo_tui.todos WHERE list_id = $1", [groceries]).changedRows == 0)

        let adas = database.store(as: .ada)
        #expect(try await adas.todos(for: "Groceries") == [milk])
        #expect(try await adas.todos(for: "Secret") == [plan])
    }

    @Test func aRoleAddsNothingToAnothersListAndTakesNoShareOfIt() throws {
        let todo = "INSERT INTO todo_tui.todos (list_id, id, title, position, created_at, updated_at) VALUES ($1, $2, 'sneaked in', 9, 0, 0)"
        #expect(try refusal(todo, as: .eve, [secret, UUID()]) == PostgresError.insufficientPrivilege)
        #expect(try refusal(todo, as: .grace, [groceries, UUID()]) == PostgresError.insufficientPrivilege, "a read-only share")
        #expect(try refusal("INSERT INTO todo_tui.shares (list_id, grantee) VALUES ($1, 'eve')", as: .eve, [secret]) != nil)
        #expect(try refusal("INSERT INTO todo_tui.shares (list_id, list_owner, grantee) VALUES ($1, 'ada', 'eve')", as: .eve, [secret]) == PostgresError.insufficientPrivilege)
        #expect(try refusal("UPDATE todo_tui.shares SET can_write = true", as: .grace) == nil)
        #expect(try count("SELECT * FROM todo_tui.shares WHERE can_write", as: .ada) == 0, "Grace cannot make her share writable")
        #expect(try refusal("INSERT INTO todo_tui.lists (name, owner) VALUES ('Groceries', 'ada')", as: .eve) == PostgresError.insufficientPrivilege)
        #expect(try count("SELECT * FROM todo_tui.todos WHERE list_id IN ($1, $2)", as: .ada, [groceries, secret]) == 2)
    }

    @Test func theSchemasBookkeepingIsTheOwnersAlone() throws {
        #expect(try refusal("SELECT * FROM todo_tui.schema_version", as: .eve) == PostgresError.insufficientPrivilege)
        #expect(try refusal("UPDATE todo_tui.lists SET revision = 0", as: .ada) == PostgresError.insufficientPrivilege)
        #expect(try refusal("UPDATE todo_tui.lists SET total = 0, done = 0", as: .ada) == PostgresError.insufficientPrivilege)
        #expect(try refusal("SELECT todo_tui.record_changes($1, 1, 0)", as: .eve, [secret]) == PostgresError.insufficientPrivilege)
        #expect(try refusal("SELECT todo_tui.record_changes($1, 1, 0)", as: .ada, [secret]) == PostgresError.insufficientPrivilege)
        #expect(try refusal("INSERT INTO todo_tui.changes (list_id, revision, todo_id, kind, title, is_done, actor) VALUES ($1, 99, $2, 'added', 'x', false, 'ada')", as: .eve, [secret, UUID()]) == PostgresError.insufficientPrivilege)
        #expect(try refusal("DELETE FROM todo_tui.changes", as: .ada) == PostgresError.insufficientPrivilege)
        #expect(try database.connect(as: .eve).execute("SELECT todo_tui.schema_version()").int(0, 0) == ServerSchema.version, "which version is there, every role may ask")
    }

    @Test func theSearchFunctionFindsNothingInAnothersList() throws {
        let search = "SELECT * FROM todo_tui.search_candidates($1, $2, 10)"
        #expect(try count(search, as: .eve, [secret, PostgresTextArray(["plan"])]) == 0)
        #expect(try count(search, as: .grace, [secret, PostgresTextArray(["plan"])]) == 0)
        #expect(try count(search, as: .grace, [groceries, PostgresTextArray(["milk"])]) == 1, "in a list shared with her")
        #expect(try count(search, as: .ada, [secret, PostgresTextArray(["plan"])]) == 1)
    }
}
