import Foundation

/// Where todos live between runs: each user name has its own ordered list.
///
/// Workflows reach the store only through Workers (to read) and the
/// ``TodoWriter`` (to write), so loading and saving never run on the keystroke
/// path. Every change is saved one todo at a time, in its own transaction, as it
/// happens: there is deliberately no "save the whole list", so two instances of
/// the app open on the same data each keep the other's additions.
///
/// User names are trimmed of surrounding whitespace and otherwise compared
/// exactly: `" Ada "` and `"Ada"` share a list, `"ada"` has another.
///
/// ```swift
/// let store: any TodoStore = try SQLiteTodoStore(location: .standard())
/// let position = try await store.nextPosition(for: "Ada")
/// try await store.save(Todo(title: "Buy milk", position: position), for: "Ada")
/// let todos = try await store.todos(for: "Ada")   // in list order
/// try await store.update(id: todos[0].id, with: TodoChanges(isDone: true, updatedAt: Date()), for: "Ada")
/// ```
///
/// Every method throws ``TodoStoreError``, whose description is a sentence fit to
/// show the user.
public protocol TodoStore: Sendable {
    /// All of `user`'s todos in list order (increasing ``Todo/position``); empty
    /// for a name never seen before.
    func todos(for user: String) async throws -> [Todo]

    /// The todo with this id in `user`'s list, whole; nil if there is none (another
    /// instance deleted it). The default reads the whole list to find it; a store
    /// that can read one todo should implement it.
    func todo(id: Todo.ID, for user: String) async throws -> Todo?

    /// A position after every todo `user` has now: give it to a new todo to put
    /// it at the end of the list.
    func nextPosition(for user: String) async throws -> Int

    /// Inserts `todo` into `user`'s list, or updates the todo with its id there,
    /// in one transaction.
    func save(_ todo: Todo, for user: String) async throws

    /// Inserts or updates each of `todos` in `user`'s list, all in one
    /// transaction: either every one is saved or none is. For saving many at
    /// once; an interface saves the todo that changed with ``save(_:for:)``, and
    /// `import` uses ``SQLiteTodoStore/importTodos(_:for:)``, which skips the todos
    /// a list already has.
    func save(_ todos: [Todo], for user: String) async throws

    /// Sets the fields `changes` gives a value for (and the update time) of the todo
    /// with this id in `user`'s list, leaving its other fields as they are in the
    /// store, in one transaction. Nothing happens if the todo is not there (another
    /// instance deleted it): an update never brings a todo back.
    ///
    /// - Returns: Whether the todo was there to update.
    @discardableResult
    func update(id: Todo.ID, with changes: TodoChanges, for user: String) async throws -> Bool

    /// Deletes the todo with this id from `user`'s list; nothing happens if there
    /// is none.
    func delete(id: Todo.ID, for user: String) async throws

    /// How `user` last chose to see their list; the defaults for a user never seen.
    func listSettings(for user: String) async throws -> TodoListSettings

    /// The spelling kept for the user `user` names (the one first used, so `ada` finds
    /// Ada), or nil if no such user has saved a todo yet, or the store keeps names
    /// only as given.
    func knownName(for user: String) async throws -> String?

    /// The names of the users who have at least one todo, each in the spelling kept for
    /// it, ordered ignoring case: what the name prompt offers as a name is typed. Empty
    /// for a store that cannot list them.
    func userNames() async throws -> [String]

    /// Whether the name typed at login names a list (on a server, where one person has
    /// several lists and shares them) rather than a person (SQLite's one list each). The
    /// prompt and the list's title say which. The default: false.
    var namesLists: Bool { get }

    /// Why `user`'s list cannot be changed here, in a sentence for the user (a list
    /// shared for reading only); nil when it can be. The interface refuses every change
    /// with it, before showing any. The default: nil.
    func readOnlyReason(for user: String) async throws -> String?

    /// Keeps how `user` chose to see their list, for the next time they log in.
    func saveListSettings(_ settings: TodoListSettings, for user: String) async throws

    /// Every unsaved editor draft kept for `user`, newest first, each with the process
    /// whose editor keeps it (see ``EditorDraft`` and ``DraftOwner``).
    func drafts(for user: String) async throws -> [EditorDraft]

    /// Keeps `draft` as its owner's draft for `user`, in place of the one that owner kept
    /// before: a process has one editor.
    func saveDraft(_ draft: EditorDraft, for user: String) async throws

    /// Forgets the draft `owner` keeps for `user` (the edit was saved or discarded, or the
    /// user dropped a draft left behind); another owner's draft stays.
    func deleteDraft(ownedBy owner: DraftOwner?, for user: String) async throws

    /// Makes `draft`, as it was read, `owner`'s draft for `user`, in place of any that
    /// owner kept: restoring a draft claims it, so that no other window restores it too.
    /// Returns false, changing nothing, when another has claimed it first.
    func claimDraft(_ draft: EditorDraft, for owner: DraftOwner, user: String) async throws -> Bool

    // MARK: Pages of a list

    /// Up to `limit` of the todos `query` shows, in its order, starting just after
    /// `cursor`, or at the first when `cursor` is nil. Fewer than `limit` means the
    /// list ends there.
    ///
    /// ```swift
    /// let first = try await store.page(of: query, after: nil, limit: 60)
    /// let next = try await store.page(of: query, after: first.last.map(query.cursor(of:)), limit: 60)
    /// ```
    ///
    /// The default reads the whole list; ``SQLiteTodoStore`` reads the page alone.
    func page(of query: TodoQuery, after cursor: TodoCursor?, limit: Int) async throws -> [TodoSummary]

    /// Up to `limit` of the todos `query` shows, in its order, ending just before
    /// `cursor`, or the last `limit` when `cursor` is nil. Fewer than `limit` means the
    /// list starts there.
    func page(of query: TodoQuery, before cursor: TodoCursor?, limit: Int) async throws -> [TodoSummary]

    /// Up to `limit` of the todos `query` shows, in its order, around the todo with this
    /// id, read at one moment; nil when the query does not show that todo (there is
    /// none, it is filtered out, or the search does not find it). To stay near a todo
    /// that went, read before and after the cursor it had.
    func page(of query: TodoQuery, around id: Todo.ID, limit: Int) async throws -> TodoPage?

    /// How many todos `query` shows. Without a search, ``SQLiteTodoStore`` reads a
    /// count it keeps; with one, it checks every todo the search may find, which takes
    /// longer than a page.
    func count(of query: TodoQuery) async throws -> Int

    /// How many todos `query` shows before `cursor`: the place in the list of a page
    /// read around a todo (``page(of:around:limit:)``). It reads every todo before the
    /// cursor's in an index, or with a search every one the search may find, so it
    /// takes longer than a page far into a long list.
    ///
    /// ```swift
    /// let page = try await store.page(of: query, around: id, limit: 60)
    /// let firstPlace = try await store.count(of: query, before: query.cursor(of: page!.todos[0])) + 1
    /// ```
    func count(of query: TodoQuery, before cursor: TodoCursor) async throws -> Int
}

extension TodoStore {
    public func knownName(for user: String) async throws -> String? { nil }

    public func userNames() async throws -> [String] { [] }

    public func readOnlyReason(for user: String) async throws -> String? { nil }

    public var namesLists: Bool { false }

    public func todo(id: Todo.ID, for user: String) async throws -> Todo? {
        try await todos(for: user).first { $0.id == id }
    }
}
