/// Waits for the changes made to one list elsewhere (another person on a server, another
/// window or a script on this machine), heard of as the interface hears of them: woken by
/// the store, never by asking it over and over. For a program that shows a list and must
/// read it again when it changes.
///
/// ```swift
/// let store = SyncedTodoStore(conninfo: "postgresql://ada@db.example/todos", dataLocation: .standard())
/// guard var watch = try await ListChangeWatch(store: store, list: "Groceries") else { return }
/// while let news = await watch.next() {
///     let top = try await store.page(of: TodoQuery(user: "Groceries"), after: nil, limit: 20)
///     print(news.map(\.actor), top.map(\.title))
/// }
/// ```
///
/// The changes this store makes itself are not told. Changes that come close together may
/// be told as one; none is missed between two calls of ``next()``.
public struct ListChangeWatch: Sendable {
    private let store: any OutsideChangeDetecting
    private let list: String
    private var mark: Int
    /// How the list stood with its server at the last look: a change of it is no change
    /// of the list, and is waited past.
    private var status = SyncStatus.inStep

    /// Starts watching `list` (a user's name on SQLite, a list's on a server) in `store`,
    /// from now; nil for a store that cannot tell of others' changes.
    ///
    /// - Throws: what the store throws when it cannot be read.
    public init?(store: any TodoStore, list: String) async throws {
        guard let watched = store as? any OutsideChangeDetecting else { return nil }
        self.store = watched
        self.list = list
        mark = try await watched.outsideChangeMark(for: list)
    }

    /// Returns once `list` changed elsewhere since the watch began or the last call
    /// returned, with who changed what as far as the store can tell (on SQLite, nothing);
    /// nil when the task was cancelled first.
    public mutating func next() async -> [OutsideChange]? {
        while !Task.isCancelled {
            // The interface's own watch, one after the other, as the list shown asks for it.
            let seen = await OutsideChangesWorker(store: store, user: list, mark: mark, wasStatus: status).run()
            if let changed = seen.status {
                status = changed
            } else if seen.mark != mark {
                mark = seen.mark
                return seen.changes
            }
        }
        return nil
    }
}
