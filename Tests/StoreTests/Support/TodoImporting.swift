import TodoApp

/// What `todo-tui import` asks of a store: both backends import, though the app's
/// ``TodoStore`` does not say so, so the tests name it here.
protocol TodoImporting: TodoStore {
    func importTodos(_ todos: [Todo], for user: String) async throws -> TodoImportResult
}

extension SQLiteTodoStore: TodoImporting {}
extension ServerTodoStore: TodoImporting {}
extension SyncedTodoStore: TodoImporting {}
