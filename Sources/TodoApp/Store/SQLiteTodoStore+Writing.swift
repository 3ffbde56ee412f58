import Foundation
import GRDB
import Logging

extension SQLiteTodoStore {
    // MARK: - Writing

    public func save(_ todo: Todo, for user: String) async throws {
        try await save([todo], for: user)
    }

    public func save(_ todos: [Todo], for user: String) async throws {
        let name = try UserName(user)
        try await write(todos.count == 1 ? "save the todo" : "save \(todos.count) todos") { db in
            try TodoRows.save(todos, userID: try Self.userID(named: name, in: db), in: db)
        }
    }

    /// Adds `todos` (from a file) at the end of `user`'s list in their order, skipping
    /// those the list already has, all in one transaction: importing the same file
    /// twice adds nothing the second time.
    ///
    /// A todo keeps its id when no todo has it yet. When the list already has a todo
    /// with that id, or one imported from it, the todo is skipped. When another user's
    /// todo has it, the todo is added under a new id, and the id it had is remembered,
    /// so that importing the file into this list again finds it. Everything else of
    /// each todo is kept but its position, which puts it at the end.
    ///
    /// ```swift
    /// let result = try await store.importTodos(try TodoFile.todos(in: data, format: .json), for: "Bob")
    /// // TodoImportResult(added: 3, alreadyThere: 0); the same again: (added: 0, alreadyThere: 3)
    /// ```
    public func importTodos(_ todos: [Todo], for user: String) async throws -> TodoImportResult {
        let name = try UserName(user)
        return try await write("import \(todos.count) todos") { db in
            let userID = try Self.userID(named: name, in: db)
            var position = try Self.nextPosition(of: userID, in: db)
            var result = TodoImportResult(added: 0, alreadyThere: 0)
            for var todo in todos {
                let fileID = Data(uuidBytes: todo.id)
                let owner = try Int64.fetchOne(db.cachedStatement(sql: "SELECT user_id FROM todos WHERE id = ?"), arguments: [fileID])
                let importedBefore = try Bool.fetchOne(
                    db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM todos WHERE user_id = ? AND imported_from = ?)"),
                    arguments: [userID, fileID]
                ) ?? false
                if owner == userID || importedBefore {
                    result.alreadyThere += 1
                    continue
                }
                if owner != nil { todo.id = UUID() }
                todo.position = position
                try db.cachedStatement(sql: """
                    INSERT INTO todos (\(TodoColumns.insertedColumns), imported_from) VALUES (\(TodoColumns.insertedValues), ?)
                    """)
                    .execute(arguments: TodoColumns.arguments(for: todo, userID: userID) + [owner == nil ? nil : fileID])
                position += 1
                result.added += 1
            }
            return result
        }
    }

    @discardableResult
    public func update(id: Todo.ID, with changes: TodoChanges, for user: String) async throws -> Bool {
        let name = try UserName(user)
        return try await write("update the todo") { db in
            guard let userID = try Self.existingUserID(name, in: db) else { return false }
            return try TodoRows.update(id: id, with: changes, userID: userID, in: db)
        }
    }

    public func delete(id: Todo.ID, for user: String) async throws {
        let name = try UserName(user)
        try await write("delete the todo") { db in
            guard let userID = try Self.existingUserID(name, in: db) else { return }
            try TodoRows.delete(id: id, userID: userID, in: db)
        }
    }

    // MARK: - List settings

    public func listSettings(for user: String) async throws -> TodoListSettings {
        let name = try UserName(user)
        return try await read("read the list settings") { db in
            guard let userID = try Self.existingUserID(name, in: db),
                  let row = try Row.fetchOne(
                      db.cachedStatement(sql: "SELECT list_filter, list_sort FROM users WHERE id = ?"), arguments: [userID]
                  )
            else { return TodoListSettings() }
            // A value a newer release wrote and this one does not know reads as the default.
            return TodoListSettings(
                filter: TodoFilter(rawValue: row[0]) ?? .all,
                sort: TodoSort(rawValue: row[1]) ?? .manual
            )
        }
    }

    public func saveListSettings(_ settings: TodoListSettings, for user: String) async throws {
        let name = try UserName(user)
        try await write("keep the list settings") { db in
            let userID = try Self.userID(named: name, in: db)
            try db.cachedStatement(sql: "UPDATE users SET list_filter = ?, list_sort = ? WHERE id = ?")
                .execute(arguments: [settings.filter.rawValue, settings.sort.rawValue, userID])
        }
    }

    /// The id of the user `name` names, added to `users` with its spelling if new.
    /// Write transactions run one at a time, so no other store adds the same
    /// name between the look-up and the insert.
    static func userID(named name: UserName, in db: Database) throws -> Int64 {
        if let id = try existingUserID(name, in: db) { return id }
        try db.cachedStatement(sql: "INSERT INTO users (name, name_key) VALUES (?, ?)")
            .execute(arguments: [name.spelling, name.key])
        return db.lastInsertedRowID
    }
}
