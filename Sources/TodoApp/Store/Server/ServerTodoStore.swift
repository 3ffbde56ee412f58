import Foundation
import Logging
import PostgresClient

/// The ``TodoStore`` that keeps lists on a PostgreSQL server, where several people and
/// machines share them.
///
/// ```swift
/// let store = ServerTodoStore(conninfo: "postgresql://ada@db.example/todos")
/// try await store.save(Todo(title: "Milk", position: 0), for: "Groceries")
/// ```
///
/// The "user" every ``TodoStore`` method names is a list: the connection's role's own
/// list of that name, or one shared with it (`Groceries · ada`; see ``ServerListName``).
/// Writing to a name that opens no list makes one the role owns. The server decides what
/// each role may see and change (row-level security; see ``ServerSchema``): this store
/// only asks, and says so clearly when a list is shared for reading only.
///
/// Titles, notes and names are only ever sent as query parameters.
public final class ServerTodoStore: TodoStore {
    let connection: ServerConnection
    private let lists = ServerListCache()
    let signals = ServerChangeSignals()

    /// A store on the server `conninfo` names (a connection string or URI; empty for
    /// libpq's defaults and the `PG*` variables in `environment`). Nothing is sent until
    /// the first call, which connects.
    ///
    /// `origin` is what the change feed records the store's changes as coming from, and
    /// what it leaves out of the news of others' changes (``outsideChanges(for:after:)``,
    /// ``changes(of:after:)``): by default one of its own, new each time; a local copy's
    /// own id, kept with the copy, makes the changes it sent before a restart its own too.
    public init(
        conninfo: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        logger: Logger = SQLiteTodoStore.silentLogger, origin: String = UUID().uuidString
    ) {
        connection = ServerConnection(conninfo: conninfo, environment: environment, logger: logger, origin: origin)
    }

    /// Where the store's lists are, for messages: host, port and database, no password.
    public var serverName: String { connection.serverName }

    /// Connects now, if it has not, and throws what connecting fails with: for a command
    /// that should say the server cannot be reached before it does anything else.
    public func connect() async throws {
        try await connection.run("connect") { _ in }
    }

    // MARK: - Lists

    /// The list `user` names, if the role may open one; nil when none is there yet.
    func existingList(_ user: String) async throws -> ServerList? {
        let name = try ServerListName(user)
        if let cached = lists[name] { return cached }
        let found = try await connection.run("find the list") { db in try ServerListLookup.find(name, on: db) }
        if let found { lists[name] = found }
        return found
    }

    /// The list `user` names, made (owned by the role) if there is none yet.
    func list(_ user: String) async throws -> ServerList {
        let name = try ServerListName(user)
        if let cached = lists[name] { return cached }
        let list = try await connection.run("make the list") { db in try ServerListLookup.findOrMake(name, on: db) }
        lists[name] = list
        return list
    }

    /// The list `user` names, made if need be, refusing with
    /// ``TodoStoreError/readOnlyList(name:owner:)`` if the role may only read it.
    func writableList(_ user: String) async throws -> ServerList {
        let list = try await list(user)
        guard list.canWrite else { throw TodoStoreError.readOnlyList(name: list.name, owner: list.owner) }
        return list
    }

    /// Keeps `list` as the one `user` names.
    func remember(_ list: ServerList, as user: String) {
        if let name = try? ServerListName(user) { lists[name] = list }
    }

    public func knownName(for user: String) async throws -> String? {
        try await existingList(user)?.displayName
    }

    public var namesLists: Bool { true }

    public func readOnlyReason(for user: String) async throws -> String? {
        guard let list = try await existingList(user), !list.canWrite else { return nil }
        // Short: it shows on the row under the list, beside the detail pane.
        return "Read only: shared by \(list.owner) to read"
    }

    public func userNames() async throws -> [String] {
        try await openableLists().map(\.displayName)
            .sorted { $0.compare($1, options: [.caseInsensitive]) == .orderedAscending }
    }

    /// Every list the role may open: its own and those shared with it.
    func openableLists() async throws -> [ServerList] {
        try await connection.run("read the lists") { db in try ServerListLookup.all(on: db) }
    }

    // MARK: - Todos

    public func todos(for user: String) async throws -> [Todo] {
        guard let list = try await existingList(user) else { return [] }
        return try await connection.run("read the list") { db in
            let result = try db.execute(
                "SELECT \(ServerTodoColumns.selected) FROM todo_tui.todos WHERE list_id = $1 ORDER BY position, id", [list.id]
            )
            return (0..<result.count).map { ServerTodoColumns.todo(result, $0) }
        }
    }

    public func todo(id: Todo.ID, for user: String) async throws -> Todo? {
        guard let list = try await existingList(user) else { return nil }
        return try await connection.run("read the todo") { db in
            let result = try db.execute(
                "SELECT \(ServerTodoColumns.selected) FROM todo_tui.todos WHERE list_id = $1 AND id = $2", [list.id, id]
            )
            return result.count == 0 ? nil : ServerTodoColumns.todo(result, 0)
        }
    }

    public func nextPosition(for user: String) async throws -> Int {
        guard let list = try await existingList(user) else { return 0 }
        return try await connection.run("read the list") { db in
            try db.execute("SELECT coalesce(max(position) + 1, 0) FROM todo_tui.todos WHERE list_id = $1", [list.id]).int(0, 0)
        }
    }

    public func save(_ todo: Todo, for user: String) async throws {
        try await save([todo], for: user)
    }

    /// Saves `todos` in one statement, so that it takes the list's lock (its triggers'
    /// last step) after every row's, as every other write does: two writers then never
    /// wait on each other in turn (a deadlock). The rows go in the order of their ids, for
    /// the same reason; a todo given twice is saved as given last.
    public func save(_ todos: [Todo], for user: String) async throws {
        let list = try await writableList(user)
        let latest = Array(Dictionary(todos.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last }).values)
        try await changing(list, openedAs: user, todos.count == 1 ? "save the todo" : "save \(todos.count) todos") { db in
            var arguments = ServerSQLArguments()
            let listID = arguments.bind(list.id)
            let rows = ServerTodoColumns.rows(of: latest, &arguments)
            try db.execute("""
                INSERT INTO todo_tui.todos (\(ServerTodoColumns.inserted))
                SELECT \(listID)::bigint, r.* FROM \(rows) ORDER BY r.id
                ON CONFLICT (list_id, id) DO UPDATE SET
                    title = excluded.title, note = excluded.note, is_done = excluded.is_done,
                    position = excluded.position, priority = excluded.priority, due_date = excluded.due_date,
                    updated_at = excluded.updated_at, completed_at = excluded.completed_at
                """, arguments.values)
        }
    }

    /// Adds `todos` at the end of `user`'s list in their order, skipping those it already
    /// has (by id), in one transaction: importing a file twice adds nothing the second time.
    /// The new ones go in one statement, for the reason saving several does.
    public func importTodos(_ todos: [Todo], for user: String) async throws -> TodoImportResult {
        let list = try await writableList(user)
        return try await changing(list, openedAs: user, "import \(todos.count) todos") { db in
            try db.transaction {
                let next = try db.execute(
                    "SELECT coalesce(max(position) + 1, 0) FROM todo_tui.todos WHERE list_id = $1", [list.id]
                ).int(0, 0)
                let found = try db.execute(
                    "SELECT id FROM todo_tui.todos WHERE list_id = $1 AND id = ANY($2::uuid[])", [list.id, PostgresArray(todos.map(\.id))]
                )
                var known = Set((0..<found.count).compactMap { found.uuid($0, 0) })
                var fresh: [Todo] = []
                for var todo in todos where known.insert(todo.id).inserted {
                    todo.position = next + fresh.count
                    fresh.append(todo)
                }
                guard !fresh.isEmpty else { return TodoImportResult(added: 0, alreadyThere: todos.count) }
                var arguments = ServerSQLArguments()
                let listID = arguments.bind(list.id)
                let rows = ServerTodoColumns.rows(of: fresh, &arguments)
                // One another client added meanwhile is there already.
                let added = try db.execute("""
                    INSERT INTO todo_tui.todos (\(ServerTodoColumns.inserted))
                    SELECT \(listID)::bigint, r.* FROM \(rows) ORDER BY r.id
                    ON CONFLICT (list_id, id) DO NOTHING
                    """, arguments.values).changedRows
                return TodoImportResult(added: added, alreadyThere: todos.count - added)
            }
        }
    }

    @discardableResult
    public func update(id: Todo.ID, with changes: TodoChanges, for user: String) async throws -> Bool {
        guard let list = try await existingList(user) else { return false }
        guard list.canWrite else { throw TodoStoreError.readOnlyList(name: list.name, owner: list.owner) }
        // Nothing updated: the todo is gone, or the list is no longer the role's to change.
        return try await changing(list, openedAs: user, "update the todo", changedNothing: { !$0 }) { db in
            // One statement for every combination of fields: each column keeps its stored
            // value unless the changes give it one.
            let updated = try db.execute("""
                UPDATE todo_tui.todos SET
                    title = coalesce($1, title),
                    note = coalesce($2, note),
                    is_done = coalesce($3, is_done),
                    completed_at = CASE WHEN coalesce($3, is_done) THEN coalesce($4, completed_at, $5) END,
                    position = coalesce($6, position),
                    priority = coalesce($7, priority),
                    due_date = CASE WHEN $8 THEN $9::date ELSE due_date END,
                    updated_at = $5
                WHERE list_id = $10 AND id = $11
                """, [
                    changes.title, changes.note, changes.isDone,
                    changes.completedAt??.timeIntervalSinceReferenceDate, changes.updatedAt.timeIntervalSinceReferenceDate,
                    changes.position, changes.priority?.rawValue,
                    changes.dueDate != nil, changes.dueDate??.description,
                    list.id, id,
                ] as [any PostgresParameter])
            return updated.changedRows > 0
        }
    }

    public func delete(id: Todo.ID, for user: String) async throws {
        guard let list = try await existingList(user) else { return }
        guard list.canWrite else { throw TodoStoreError.readOnlyList(name: list.name, owner: list.owner) }
        // Nothing deleted: the todo was gone, or the list is no longer the role's to change.
        try await changing(list, openedAs: user, "delete the todo", changedNothing: { $0 == 0 }) { db in
            try db.execute("DELETE FROM todo_tui.todos WHERE list_id = $1 AND id = $2", [list.id, id]).changedRows
        }
    }

    // MARK: - Settings

    public func listSettings(for user: String) async throws -> TodoListSettings {
        guard let list = try await existingList(user) else { return TodoListSettings() }
        return try await connection.run("read the list settings") { db in
            let result = try db.execute("SELECT filter, sort FROM todo_tui.list_settings WHERE list_id = $1 AND role = current_user", [list.id])
            guard result.count > 0 else { return TodoListSettings() }
            return TodoListSettings(
                filter: TodoFilter(rawValue: result.string(0, 0)) ?? .all, sort: TodoSort(rawValue: result.string(0, 1)) ?? .manual
            )
        }
    }

    public func saveListSettings(_ settings: TodoListSettings, for user: String) async throws {
        let list = try await list(user)
        try await changing(list, openedAs: user, "keep the list settings", toWrite: false) { db in
            try db.execute("""
                INSERT INTO todo_tui.list_settings (list_id, filter, sort) VALUES ($1, $2, $3)
                ON CONFLICT (list_id, role) DO UPDATE SET filter = excluded.filter, sort = excluded.sort
                """, [list.id, settings.filter.rawValue, settings.sort.rawValue])
        }
    }
}

/// The lists a store has found, by the name that found them.
private final class ServerListCache: @unchecked Sendable {
    private let lock = NSLock()
    private var lists: [ServerListName: ServerList] = [:]

    subscript(name: ServerListName) -> ServerList? {
        get { lock.withLock { lists[name] } }
        set { lock.withLock { lists[name] = newValue } }
    }
}
