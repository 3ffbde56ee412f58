/// Carries changes to the store in the order they were made, off the main actor, and
/// finishes every change it was given before the app exits.
///
/// Changes are submitted synchronously on the main actor, from the render that follows
/// the change, so their order is the order of the user's actions, and a change made
/// just before quitting is already in the queue when the app drains it. A Worker could
/// not promise either: it starts some time after it is rendered.
///
/// How each change ended is reported on the main actor before the next one is written:
/// reports arrive in the order of the changes, and all of them by the time `drain()`
/// returns. A report of its own, awaiting the change's task, would be resumed on the
/// global executor and could reach the main actor after later ones, and after a reread
/// that then replayed a change already overwritten.
///
/// ```swift
/// let writer = TodoWriter(store: store)
/// writer.submit(.create(todo), for: "Ada") { outcome in show(outcome) }   // returns at once
/// await writer.drain()                                                   // before exit
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

    /// Queues a change; `report` is told whether it reached the store, before the next
    /// change is written.
    func submit(_ write: TodoWrite, for user: String, report: @escaping @MainActor (TodoWrite.Outcome) -> Void) {
        let previous = last
        last = Task { @MainActor in
            await previous?.value
            report(await perform(write, for: user))
        }
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
    /// after a save is never brought back by a keep that was still on its way. `done` is
    /// called once it was tried, before the next change is written.
    func submit(_ change: DraftChange, of owner: DraftOwner, for user: String, done: @escaping @MainActor () -> Void) {
        enqueue({ store in
            switch change {
            case .keep(var draft):
                draft.owner = owner
                try await store.saveDraft(draft, for: user)
            case .forget:
                try await store.deleteDraft(ownedBy: owner, for: user)
            case .drop(let draft):
                try await store.deleteDraft(ownedBy: draft.owner, for: user)
            }
        }, then: done)
    }

    /// Runs `body` on the store after every change queued before it, then `done`. A draft
    /// is a safety net: failing to keep or forget one must not interrupt the typing.
    private func enqueue(_ body: @escaping @Sendable (any TodoStore) async throws -> Void, then done: @escaping @MainActor () -> Void) {
        let previous = last
        let store = self.store
        last = Task { @MainActor in
            await previous?.value
            try? await body(store)
            done()
        }
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
