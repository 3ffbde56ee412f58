import Foundation
import TodoApp

/// Lists of generated todos, written to a real database or kept in memory.
enum BenchmarkData {
    static func todos(count: Int) -> [Todo] {
        todos(in: 0..<count)
    }

    /// The todos numbered `indices` (from 0) of a generated list.
    static func todos(in indices: Range<Int>) -> [Todo] {
        indices.map { index in
            Todo(
                title: "Todo \(index + 1): something to do before the end of the week",
                note: index % 10 == 0 ? "A note for todo \(index + 1)" : "",
                isDone: index % 3 == 0,
                position: index + 1
            )
        }
    }

    /// A data directory whose database holds `count` todos for `user`, written through
    /// the app's own store (so with the schema the app uses) in batches of 100,000, so
    /// that a million never sit in memory at once.
    static func dataDirectory(user: String, count: Int) async throws -> URL {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("todo-tui-bench-\(UUID().uuidString)")
        let store = try SQLiteTodoStore(location: DataLocation(directory: directory))
        for start in stride(from: 0, to: count, by: 100_000) {
            try await store.save(todos(in: start..<min(count, start + 100_000)), for: user)
        }
        return directory
    }
}

/// A store in memory, so that view benchmarks measure views, not SQLite.
actor InMemoryTodoStore: TodoStore {
    private var lists: [String: [Todo]]
    /// Each todo by id, so the detail pane's reads do not scan 100,000 todos: the
    /// SQLite store reads one by its key.
    private var byID: [Todo.ID: Todo] = [:]

    init(_ lists: [String: [Todo]]) {
        self.lists = lists
        for todo in lists.values.joined() { byID[todo.id] = todo }
    }

    func todos(for user: String) async throws -> [Todo] { lists[user] ?? [] }
    func todo(id: Todo.ID, for user: String) async throws -> Todo? { byID[id] }
    func nextPosition(for user: String) async throws -> Int { (lists[user]?.last?.position ?? 0) + 1 }
    func save(_ todo: Todo, for user: String) async throws {}
    func save(_ todos: [Todo], for user: String) async throws {}
    func update(id: Todo.ID, with changes: TodoChanges, for user: String) async throws -> Bool { true }
    func delete(id: Todo.ID, for user: String) async throws {}
    func listSettings(for user: String) async throws -> TodoListSettings { TodoListSettings() }
    func saveListSettings(_ settings: TodoListSettings, for user: String) async throws {}
    func drafts(for user: String) async throws -> [EditorDraft] { [] }
    func saveDraft(_ draft: EditorDraft, for user: String) async throws {}
    func deleteDraft(ownedBy owner: DraftOwner?, for user: String) async throws {}
    func claimDraft(_ draft: EditorDraft, for owner: DraftOwner, user: String) async throws -> Bool { false }
}
