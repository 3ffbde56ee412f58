import Foundation
import Logging
import TodoApp
import WorkflowUI

/// The todo that `done`, `undone`, `rm` and `edit` work on: the one an ``TodoIDArgument``
/// names in a user's list, found in an existing database.
///
/// Like the commands that only read, these create no database: there would be no todo
/// to find in a new one.
///
/// ```swift
/// let chosen = try await ChosenTodo.find(id, settings: try effectiveSettings(), root: root, logger: logger)
/// try await chosen.update(TodoChanges(isDone: true, updatedAt: Date()))
/// ```
struct ChosenTodo {
    let todo: Todo
    private let store: any ScriptableTodoStore
    private let root: TodoTUICommand
    private let user: String
    /// The user's name as messages show it.
    private let userName: String

    /// Finds it in the list of `settings`' user, on their server if they name one.
    static func find(_ id: TodoIDArgument, settings: EffectiveSettings, root: TodoTUICommand, logger: Logger) async throws -> ChosenTodo {
        let user = try settings.listUser
        let store = try await root.openedStore(logger: logger, settings: settings, mustExist: true)
        let known = try await store.knownName(for: user)
        let userName = TerminalText.sanitized(known ?? user.trimmingWhitespace())
        let todos = known == nil ? [] : try await store.todos(for: user)
        let todo = try id.todo(among: todos, of: userName)
        return ChosenTodo(todo: todo, store: store, root: root, user: user, userName: userName)
    }

    /// Sets the fields `changes` gives.
    ///
    /// - Throws: `CommandFailure` when the todo was deleted since it was found.
    func update(_ changes: TodoChanges) async throws {
        guard try await store.update(id: todo.id, with: changes, for: user) else {
            throw CommandFailure("\(userName)'s todo \(todo.id.uuidString) was deleted just now, so it was not changed.")
        }
        await root.sendKeptChanges(of: store)
    }

    /// Marks the todo done or not done, and returns whether that changed it: one that is
    /// already so is left as it is, its update time included.
    func mark(done isDone: Bool) async throws -> Bool {
        guard todo.isDone != isDone else { return false }
        try await update(TodoChanges(isDone: isDone, updatedAt: Date()))
        return true
    }

    func delete() async throws {
        try await store.delete(id: todo.id, for: user)
        await root.sendKeptChanges(of: store)
    }
}
