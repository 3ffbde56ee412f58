@testable import TodoApp

/// The real store as one app alone on it sees it: everything is passed through except
/// the watch for other programs' changes. There are none in a fuzz run, and that
/// watch's one-second timer would keep the app from ever being idle, which the fuzzer
/// waits for after each event to stay reproducible.
struct UnwatchedStore: TodoStore {
    let base: SQLiteTodoStore

    func todos(for user: String) async throws -> [Todo] { try await base.todos(for: user) }
    func todo(id: Todo.ID, for user: String) async throws -> Todo? { try await base.todo(id: id, for: user) }
    func page(of query: TodoQuery, after cursor: TodoCursor?, limit: Int) async throws -> [TodoSummary] {
        try await base.page(of: query, after: cursor, limit: limit)
    }
    func page(of query: TodoQuery, before cursor: TodoCursor?, limit: Int) async throws -> [TodoSummary] {
        try await base.page(of: query, before: cursor, limit: limit)
    }
    func page(of query: TodoQuery, around id: Todo.ID, limit: Int) async throws -> TodoPage? {
        try await base.page(of: query, around: id, limit: limit)
    }
    func count(of query: TodoQuery) async throws -> Int { try await base.count(of: query) }
    func count(of query: TodoQuery, before cursor: TodoCursor) async throws -> Int { try await base.count(of: query, before: cursor) }
    func nextPosition(for user: String) async throws -> Int { try await base.nextPosition(for: user) }
    func save(_ todo: Todo, for user: String) async throws { try await base.save(todo, for: user) }
    func save(_ todos: [Todo], for user: String) async throws { try await base.save(todos, for: user) }
    func update(id: Todo.ID, with changes: TodoChanges, for user: String) async throws -> Bool {
        try await base.update(id: id, with: changes, for: user)
    }
    func delete(id: Todo.ID, for user: String) async throws { try await base.delete(id: id, for: user) }
    func listSettings(for user: String) async throws -> TodoListSettings { try await base.listSettings(for: user) }
    func saveListSettings(_ settings: TodoListSettings, for user: String) async throws {
        try await base.saveListSettings(settings, for: user)
    }
    func knownName(for user: String) async throws -> String? { try await base.knownName(for: user) }
    func drafts(for user: String) async throws -> [EditorDraft] { try await base.drafts(for: user) }
    func saveDraft(_ draft: EditorDraft, for user: String) async throws { try await base.saveDraft(draft, for: user) }
    func deleteDraft(ownedBy owner: DraftOwner?, for user: String) async throws {
        try await base.deleteDraft(ownedBy: owner, for: user)
    }
    func claimDraft(_ draft: EditorDraft, for owner: DraftOwner, user: String) async throws -> Bool {
        try await base.claimDraft(draft, for: owner, user: user)
    }
}
