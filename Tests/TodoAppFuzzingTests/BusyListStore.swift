import Foundation
@testable import TodoApp

/// A store whose lists cannot be counted, as if another program kept the database busy
/// for good: a failure that may pass, so the app reads again after each wait, and under
/// the fuzzer's clock, which does not wait, never goes idle. Everything else is `base`'s.
struct BusyListStore: TodoStore {
    let base: any TodoStore

    func count(of query: TodoQuery) async throws -> Int {
        throw TodoStoreError.operationFailed(
            action: "count the list", path: "/tmp/todos.sqlite", reason: "another program kept the database busy for too long"
        )
    }

    func todos(for user: String) async throws -> [Todo] { try await base.todos(for: user) }
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
    func drafts(for user: String) async throws -> [EditorDraft] { try await base.drafts(for: user) }
    func saveDraft(_ draft: EditorDraft, for user: String) async throws { try await base.saveDraft(draft, for: user) }
    func deleteDraft(ownedBy owner: DraftOwner?, for user: String) async throws {
        try await base.deleteDraft(ownedBy: owner, for: user)
    }
    func claimDraft(_ draft: EditorDraft, for owner: DraftOwner, user: String) async throws -> Bool {
        try await base.claimDraft(draft, for: owner, user: user)
    }
}
