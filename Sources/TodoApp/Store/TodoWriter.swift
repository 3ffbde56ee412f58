/// Carries changes to the store in the order they were made, off the main actor, and
/// finishes every change it was given before the app exits.
///
/// Changes are submitted synchronously on the main actor, from the render that follows
/// the change, so their order is the order of the user's actions, and a change made
/// just before quitting is already in the queue when the app drains it. A Worker could
/// not promise either: it starts some time after it is rendered.
///
/// ```swift
/// let writer = TodoWriter(store: store)
/// let outcome = writer.submit(.create(todo), for: "Ada")   // returns at once
/// await writer.drain()                                    // before exit
/// ```
@MainActor
public final class TodoWriter {
    private let store: any TodoStore
    /// The last change submitted; each change waits for the one before it.
    private var last: Task<Void, Never>?
    /// The todos deleted in this session, whole, as read just before: what an undo of
    /// a delete brings back, note and times included, though the list never had them.
    private var trash: [Todo.ID: Todo] = [:]

    public init(store: any TodoStore) {
        self.store = store
    }

    /// Queues a change; the task's value says whether it reached the store. Cancelling
    /// the task does not stop the change.
    func submit(_ write: TodoWrite, for user: String) -> Task<TodoWrite.Outcome, Never> {
        let previous = last
        let change = Task {
            await previous?.value
            return await perform(write, for: user)
        }
        last = Task { _ = await change.value }
        return change
    }

    /// Queues keeping how the user chose to see their list, in order with their changes.
    func submit(_ settings: TodoListSettings, for user: String) {
        let previous = last
        let store = self.store
        last = Task {
            await previous?.value
            // A setting that was not kept costs the user one key next time; a failure
            // here is not worth interrupting them for.
            try? await store.saveListSettings(settings, for: user)
        }
    }

    /// Queues a change to the drafts (keeping the editor's as `owner`'s, forgetting it, or
    /// dropping one another process left), in order with the changes: a draft forgotten
    /// after a save is never brought back by a keep that was still on its way.
    @discardableResult
    func submit(_ change: DraftChange, of owner: DraftOwner, for user: String) -> Task<Void, Never> {
        enqueue { store in
            switch change {
            case .keep(var draft):
                draft.owner = owner
                try await store.saveDraft(draft, for: user)
            case .forget:
                try await store.deleteDraft(ownedBy: owner, for: user)
            case .drop(let draft):
                try await store.deleteDraft(ownedBy: draft.owner, for: user)
            }
        }
    }

    /// Runs `body` on the store after every change queued before it. A draft is a safety
    /// net: failing to keep or forget one must not interrupt the typing.
    private func enqueue(_ body: @escaping @Sendable (any TodoStore) async throws -> Void) -> Task<Void, Never> {
        let previous = last
        let store = self.store
        let change = Task {
            await previous?.value
            try? await body(store)
        }
        last = change
        return change
    }

    private func perform(_ write: TodoWrite, for user: String) async -> TodoWrite.Outcome {
        switch write {
        case .delete(let id):
            if let todo = try? await store.todo(id: id, for: user) { trash[id] = todo }
        case .restore(let summary):
            if var todo = trash[summary.id] {
                todo.position = summary.position
                return await TodoWrite.create(todo).perform(on: store, for: user)
            }
        default:
            break
        }
        return await write.perform(on: store, for: user)
    }

    /// Returns once every change submitted so far has been written (or has failed).
    public func drain() async {
        await last?.value
    }
}
