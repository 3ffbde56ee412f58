import Foundation

/// Reading a list, its settings and drafts: all from the copy here. Settings and drafts
/// are this machine's own, as they would be for a list of one's own; keeping one for a list
/// not made yet makes it on the server, as a first todo would.
extension SyncedTodoStore {
    public func todos(for user: String) async throws -> [Todo] {
        guard let local = try await self.local(user, whole: true) else { return [] }
        return try await local.store.todos(for: local.user)
    }

    public func todo(id: Todo.ID, for user: String) async throws -> Todo? {
        guard let local = try await self.local(user) else { return nil }
        return try await local.store.todo(id: id, for: local.user)
    }

    public func nextPosition(for user: String) async throws -> Int {
        guard let local = try await self.local(user, whole: true) else { return 0 }
        return try await local.store.nextPosition(for: local.user)
    }

    public func page(of query: TodoQuery, after cursor: TodoCursor?, limit: Int) async throws -> [TodoSummary] {
        guard let (store, local) = try await localQuery(query) else { return [] }
        return try await store.page(of: local, after: cursor, limit: limit)
    }

    public func page(of query: TodoQuery, before cursor: TodoCursor?, limit: Int) async throws -> [TodoSummary] {
        guard let (store, local) = try await localQuery(query) else { return [] }
        return try await store.page(of: local, before: cursor, limit: limit)
    }

    public func page(of query: TodoQuery, around id: Todo.ID, limit: Int) async throws -> TodoPage? {
        guard let (store, local) = try await localQuery(query) else { return nil }
        return try await store.page(of: local, around: id, limit: limit)
    }

    public func count(of query: TodoQuery) async throws -> Int {
        guard let (store, local) = try await localQuery(query) else { return 0 }
        return try await store.count(of: local)
    }

    public func count(of query: TodoQuery, before cursor: TodoCursor) async throws -> Int {
        guard let (store, local) = try await localQuery(query) else { return 0 }
        return try await store.count(of: local, before: cursor)
    }

    /// `query` asked of the copy: the same, of the local user that holds it.
    private func localQuery(_ query: TodoQuery) async throws -> (SQLiteTodoStore, TodoQuery)? {
        guard let local = try await self.local(query.user) else { return nil }
        var asked = query
        asked.user = local.user
        return (local.store, asked)
    }

    // MARK: - Settings and drafts

    public func listSettings(for user: String) async throws -> TodoListSettings {
        guard let local = try await self.local(user) else { return TodoListSettings() }
        return try await local.store.listSettings(for: local.user)
    }

    public func saveListSettings(_ settings: TodoListSettings, for user: String) async throws {
        let local = try await madeLocal(user)
        try await local.store.saveListSettings(settings, for: local.user)
    }

    public func drafts(for user: String) async throws -> [EditorDraft] {
        guard let local = try await self.local(user) else { return [] }
        return try await local.store.drafts(for: local.user)
    }

    public func saveDraft(_ draft: EditorDraft, for user: String) async throws {
        let local = try await madeLocal(user)
        try await local.store.saveDraft(draft, for: local.user)
    }

    public func deleteDraft(ownedBy owner: DraftOwner?, for user: String) async throws {
        guard let local = try await self.local(user) else { return }
        try await local.store.deleteDraft(ownedBy: owner, for: local.user)
    }

    public func claimDraft(_ draft: EditorDraft, for owner: DraftOwner, user: String) async throws -> Bool {
        let local = try await madeLocal(user)
        return try await local.store.claimDraft(draft, for: owner, user: local.user)
    }
}
