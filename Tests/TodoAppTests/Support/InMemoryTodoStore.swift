import Foundation
@testable import TodoApp

/// A `TodoStore` in memory, for workflow and view tests that are not about SQLite.
/// It can be told to fail, to show how the app reports storage problems.
actor InMemoryTodoStore: TodoStore {
    private var lists: [String: [Todo]] = [:]
    private(set) var writeCount = 0
    var failsWrites = false
    /// Why each list cannot be changed, for those shared for reading only.
    var readOnlyReasons: [String: String] = [:]

    func makeReadOnly(_ user: String, because reason: String) {
        readOnlyReasons[user] = reason
    }

    func readOnlyReason(for user: String) async throws -> String? {
        readOnlyReasons[user]
    }

    /// Whether it keeps lists by their names, as a server does.
    nonisolated let namesLists: Bool

    init(_ lists: [String: [Todo]] = [:], namesLists: Bool = false) {
        self.lists = lists
        self.namesLists = namesLists
    }

    func setFailsWrites(_ fails: Bool) {
        failsWrites = fails
    }

    /// What every read of a list's rows or counts throws, while set: a read the store
    /// refuses, or one that fails for a moment. One whole todo is still read.
    private(set) var readFailure: TodoStoreError?

    func failReads(with failure: TodoStoreError?) {
        readFailure = failure
    }

    /// Saves wait here while held: for tests of what must wait for a write.
    private var heldSaves: [CheckedContinuation<Void, Never>]?

    func holdSaves() {
        heldSaves = heldSaves ?? []
    }

    func releaseSaves() {
        let held = heldSaves ?? []
        heldSaves = nil
        for save in held { save.resume() }
    }

    /// How many saves wait while saves are held.
    var heldSaveCount: Int { heldSaves?.count ?? 0 }

    /// How many times one whole todo was read (for the detail pane or the editor).
    private(set) var todoReads = 0

    func todo(id: Todo.ID, for user: String) async throws -> Todo? {
        todoReads += 1
        return lists[user]?.first { $0.id == id }
    }

    func todos(for user: String) async throws -> [Todo] {
        // The pages and counts of a store in memory are read from here.
        if let readFailure { throw readFailure }
        return (lists[user] ?? []).sorted { $0.position < $1.position }
    }

    func nextPosition(for user: String) async throws -> Int {
        (lists[user]?.map(\.position).max() ?? 0) + 1
    }

    func save(_ todo: Todo, for user: String) async throws {
        if heldSaves != nil {
            await withCheckedContinuation { heldSaves?.append($0) }
        }
        try checkWritable()
        writeCount += 1
        var list = lists[user] ?? []
        if let index = list.firstIndex(where: { $0.id == todo.id }) {
            list[index] = todo
        } else {
            list.append(todo)
        }
        lists[user] = list
    }

    func save(_ todos: [Todo], for user: String) async throws {
        for todo in todos { try await save(todo, for: user) }
    }

    func update(id: Todo.ID, with changes: TodoChanges, for user: String) async throws -> Bool {
        try checkWritable()
        writeCount += 1
        guard let index = lists[user]?.firstIndex(where: { $0.id == id }) else { return false }
        changes.apply(to: &lists[user]![index])
        return true
    }

    func delete(id: Todo.ID, for user: String) async throws {
        try checkWritable()
        writeCount += 1
        lists[user]?.removeAll { $0.id == id }
    }

    private var settings: [String: TodoListSettings] = [:]
    /// Each user's drafts, by owner.
    private var drafts: [String: [DraftOwner?: EditorDraft]] = [:]

    func drafts(for user: String) async throws -> [EditorDraft] {
        (drafts[user] ?? [:]).values.sorted { $0.savedAt > $1.savedAt }
    }

    func saveDraft(_ draft: EditorDraft, for user: String) async throws {
        try checkWritable()
        drafts[user, default: [:]][draft.owner] = draft
    }

    func deleteDraft(ownedBy owner: DraftOwner?, for user: String) async throws {
        drafts[user]?[owner] = nil
    }

    func claimDraft(_ draft: EditorDraft, for owner: DraftOwner, user: String) async throws -> Bool {
        if heldSaves != nil {
            await withCheckedContinuation { heldSaves?.append($0) }
        }
        guard var claimed = drafts[user]?[draft.owner], claimed.savedAt == draft.savedAt else { return false }
        drafts[user]?[draft.owner] = nil
        claimed.owner = owner
        drafts[user]?[owner] = claimed
        return true
    }

    func listSettings(for user: String) async throws -> TodoListSettings {
        settings[user] ?? TodoListSettings()
    }

    func saveListSettings(_ settings: TodoListSettings, for user: String) async throws {
        try checkWritable()
        self.settings[user] = settings
    }

    /// The names whose lists hold a todo, ignoring case in their order.
    func userNames() async throws -> [String] {
        lists.filter { !$0.value.isEmpty }.keys.sorted { $0.lowercased() < $1.lowercased() }
    }

    private func checkWritable() throws {
        if failsWrites { throw TodoStoreError.readOnlyLocation(path: "/tmp/todos.sqlite") }
    }
}

/// Todos with fixed ids and titles, for readable tests.
enum SampleTodos {
    static func make(_ titles: [String]) -> [Todo] {
        titles.enumerated().map { index, title in
            Todo(
                id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", index + 1))!,
                title: title,
                position: index + 1,
                createdAt: Date(timeIntervalSince1970: 1_700_000_000)
            )
        }
    }
}

/// An in-memory store that says when "another program" changed it: for the reloading
/// of the list.
actor SharedInMemoryTodoStore: OutsideChangeDetecting {
    let contents: InMemoryTodoStore
    private var mark = 0
    /// How many times the mark was asked for.
    private(set) var looks = 0
    /// The directory said to be written when the store changes, if any.
    nonisolated let changedFilesDirectory: URL?

    /// The signal the store gives, in place of watching a directory: a test says when the
    /// store goes away and comes back, as a server's does.
    nonisolated let signal: ManualChangeSignal?

    init(_ lists: [String: [Todo]] = [:], changedFilesDirectory: URL? = nil, signal: ManualChangeSignal? = nil) {
        contents = InMemoryTodoStore(lists)
        self.changedFilesDirectory = changedFilesDirectory
        self.signal = signal
    }

    func outsideChangeSignal(for user: String) async -> (any OutsideChangeSignal)? {
        signal ?? changedFilesDirectory.flatMap(DirectoryChangeSignal.init(directory:))
    }

    /// What the store tells of the changes that moved its mark, as a server's feed does.
    private var toldChanges: [OutsideChange] = []

    /// Saves `todo` as another person would on a server: the mark moves, and the store
    /// tells who changed what.
    func save(_ todo: Todo, from actor: String, telling change: OutsideChange.Kind, for user: String) async throws {
        try await contents.save(todo, for: user)
        toldChanges.append(OutsideChange(actor: actor, kind: change, title: todo.title, isDone: todo.isDone))
        mark += 1
    }

    func outsideChanges(for user: String, after mark: Int) async -> [OutsideChange] {
        Array(toldChanges.suffix(self.mark - mark))
    }

    /// Tells `change` as a synced store tells what its list heard, after saving `todo` (or,
    /// with none, deleting the todo the change is about) as the server's copy would.
    func tell(_ change: OutsideChange, saving todo: Todo?, for user: String) async throws {
        if let todo {
            try await contents.save(todo, for: user)
        } else if let id = change.todoID {
            try await contents.delete(id: id, for: user)
        }
        toldChanges.append(change)
        mark += 1
    }

    /// Moves the mark as another program's commit would, without touching any file.
    func moveMark() {
        mark += 1
    }

    /// Saves `todo` as another program would: the mark moves.
    func saveFromOutside(_ todo: Todo, for user: String) async throws {
        try await contents.save(todo, for: user)
        mark += 1
    }

    /// Deletes a todo as another program would: the mark moves.
    func deleteFromOutside(id: Todo.ID, for user: String) async throws {
        try await contents.delete(id: id, for: user)
        mark += 1
    }

    func outsideChangeMark() async throws -> Int {
        looks += 1
        return mark
    }

    func outsideChangeMark(for user: String) async throws -> Int {
        try await outsideChangeMark()
    }

    func todos(for user: String) async throws -> [Todo] { try await contents.todos(for: user) }
    func nextPosition(for user: String) async throws -> Int { try await contents.nextPosition(for: user) }
    func save(_ todo: Todo, for user: String) async throws { try await contents.save(todo, for: user) }
    func save(_ todos: [Todo], for user: String) async throws { try await contents.save(todos, for: user) }
    func update(id: Todo.ID, with changes: TodoChanges, for user: String) async throws -> Bool {
        try await contents.update(id: id, with: changes, for: user)
    }
    func delete(id: Todo.ID, for user: String) async throws { try await contents.delete(id: id, for: user) }
    func listSettings(for user: String) async throws -> TodoListSettings { try await contents.listSettings(for: user) }
    func readOnlyReason(for user: String) async throws -> String? { try await contents.readOnlyReason(for: user) }
    func saveListSettings(_ settings: TodoListSettings, for user: String) async throws {
        try await contents.saveListSettings(settings, for: user)
    }
    func drafts(for user: String) async throws -> [EditorDraft] { try await contents.drafts(for: user) }
    func saveDraft(_ draft: EditorDraft, for user: String) async throws { try await contents.saveDraft(draft, for: user) }
    func deleteDraft(ownedBy owner: DraftOwner?, for user: String) async throws {
        try await contents.deleteDraft(ownedBy: owner, for: user)
    }
    func claimDraft(_ draft: EditorDraft, for owner: DraftOwner, user: String) async throws -> Bool {
        try await contents.claimDraft(draft, for: owner, user: user)
    }
}

/// A change signal a test drives, told after each commit as a server's is (or, if the
/// test says, as a file's is): it says when the store goes away and comes back, and how
/// many changes wait for it, and notes how long each wait on it was to last.
final class ManualChangeSignal: OutsideChangeSignal, @unchecked Sendable {
    private let pending = PendingChange()
    private let lock = NSLock()
    private var status = SyncStatus.inStep
    private var recordedWaits: [Duration?] = []

    let isToldAfterCommit: Bool
    let isToldOfEveryChange: Bool

    init(isToldAfterCommit: Bool = true, isToldOfEveryChange: Bool = true) {
        self.isToldAfterCommit = isToldAfterCommit
        self.isToldOfEveryChange = isToldOfEveryChange
    }

    /// The timeout of each wait so far, oldest first.
    var waits: [Duration?] { lock.withLock { recordedWaits } }
    var isAway: Bool { syncStatus.isAway }
    var syncStatus: SyncStatus { lock.withLock { status } }

    func setAway(_ isAway: Bool) {
        setStatus(SyncStatus(isAway: isAway, unsent: syncStatus.unsent))
    }

    func setStatus(_ status: SyncStatus) {
        lock.withLock { self.status = status }
        pending.fire()
    }

    func fire() {
        pending.fire()
    }

    func next(timeout: Duration?) async -> Bool {
        lock.withLock { recordedWaits.append(timeout) }
        return await pending.next(timeout: timeout)
    }
}
