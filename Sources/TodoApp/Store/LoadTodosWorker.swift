import Workflow

/// Loads what the list shows of one user's todos, off the main actor: at login, again
/// when another program changed the store, and when the user changes how it is seen.
///
/// Whatever the list's length, a window of ``windowLimit`` rows in the view's order
/// (see ``ListWindow``), around `anchor` when the view still shows that todo.
struct LoadTodosWorker: Worker {
    let store: any TodoStore
    let writer: TodoWriter
    let user: String

    /// Whether to read how the user last chose to see the list, and the draft they left,
    /// too: at login, not on a reread, where what was chosen here stands.
    var isLogin = false
    /// How the list is seen; a login reads it from the store.
    var criteria = ListCriteria(settings: TodoListSettings(), search: "")
    /// The todo the window is read around: the one selected.
    var anchor: Todo.ID?
    /// Read the first or the last rows of the list instead (Home, End).
    var jump: ListWindow.Edge?
    /// For another view of the list: the window held and the outside-change mark it
    /// was read at, whose counts, highest position and mark still hold. Each read saved
    /// is a trip to the database on the way from a key in the search line to its
    /// results.
    var held: (window: ListWindow, mark: Int?)?
    /// On a reread, the todo open in the editor, which the window may not hold: whether
    /// the store still has it is read too, for the editor to say so before a save.
    var editedTodo: Todo.ID?

    /// The rows read at once.
    static let windowLimit = 200

    enum Output: Equatable, Sendable {
        /// The list, at login the user's list settings and unsaved draft, and the store's
        /// outside-change mark from just before the list was read (nil for a store that
        /// cannot tell).
        case loaded(TodoSummaries, login: Login?, outsideChangeMark: Int?, window: ListWindow, editedTodoIsGone: Bool? = nil)
        case failed(ReadFailure)
    }

    /// What only a login reads.
    struct Login: Equatable, Sendable {
        var settings: TodoListSettings
        /// The drafts whose editors are gone, newest first: what the login offers back.
        var abandonedDrafts: [EditorDraft] = []
        /// The name as first stored, shown in place of the spelling typed at login.
        var storedName: String? = nil
        /// Why the list cannot be changed here, if it cannot.
        var readOnlyReason: String? = nil
    }

    func run() async -> Output {
        // The changes already handed to the writer are in what is read, so reloading
        // never shows the list from before the user's last keystrokes.
        await writer.drain()
        do {
            if let held, !isLogin, let everyTodoCount = held.window.everyTodoCount {
                let (rows, window) = try await readWindow(of: criteria, everyTodoCount: everyTodoCount, maxPosition: held.window.maxPosition)
                return .loaded(TodoSummaries(rows), login: nil, outsideChangeMark: held.mark, window: window, editedTodoIsGone: try await isEditedTodoGone())
            }
            // Taken before reading: a change made while reading is then seen as new.
            // Without one the list is still shown, only not watched.
            let mark = try? await (store as? any OutsideChangeDetecting)?.outsideChangeMark(for: user)
            // Settings or a draft that cannot be read are the defaults and none: the list
            // itself matters more.
            let login: Login? = isLogin
                ? Login(
                    settings: (try? await store.listSettings(for: user)) ?? TodoListSettings(),
                    abandonedDrafts: ((try? await store.drafts(for: user)) ?? []).filter { !($0.owner?.isRunning ?? false) },
                    storedName: (try? await store.knownName(for: user)) ?? nil,
                    readOnlyReason: (try? await store.readOnlyReason(for: user)) ?? nil
                )
                : nil
            let everyTodoCount = try await store.count(of: TodoQuery(user: user))
            var criteria = criteria
            if let settings = login?.settings { criteria.settings = settings }
            let (rows, window) = try await readWindow(of: criteria, everyTodoCount: everyTodoCount)
            return .loaded(
                TodoSummaries(rows), login: login, outsideChangeMark: mark, window: window, editedTodoIsGone: try await isEditedTodoGone()
            )
        } catch {
            return .failed(ReadFailure(error))
        }
    }

    /// Whether the store no longer has the todo being edited; nil when none is asked about.
    private func isEditedTodoGone() async throws -> Bool? {
        guard let editedTodo else { return nil }
        return try await store.todo(id: editedTodo, for: user) == nil
    }

    /// The rows of `view` around the anchor, or its first rows, and what is known of the rest.
    private func readWindow(of criteria: ListCriteria, everyTodoCount: Int, maxPosition: Int? = nil) async throws -> ([TodoSummary], ListWindow) {
        let query = criteria.query(for: user)
        let limit = Self.windowLimit
        var window = ListWindow.unread
        window.criteria = criteria
        window.everyTodoCount = everyTodoCount
        var rows: [TodoSummary]
        if jump == .end {
            rows = try await store.page(of: query, before: nil, limit: limit)
            (window.before, window.reachesStart, window.reachesEnd) = (nil, rows.count < limit, true)
        } else if let anchor, let page = try await store.page(of: query, around: anchor, limit: limit) {
            rows = page.todos
            (window.before, window.reachesStart, window.reachesEnd) = (page.reachesStart ? 0 : nil, page.reachesStart, page.reachesEnd)
        } else {
            rows = try await store.page(of: query, after: nil, limit: limit)
            (window.before, window.reachesStart, window.reachesEnd) = (0, true, rows.count < limit)
        }
        window.readCount = rows.count
        if window.reachesStart, window.reachesEnd {
            window.storeTotal = rows.count
        } else if criteria.search.isEmpty {
            // Kept by the store; a search's count is a worker of its own (CountTodosWorker).
            window.storeTotal = try await store.count(of: query)
        }
        if window.reachesEnd, window.before == nil, let total = window.storeTotal { window.before = total - rows.count }
        if let maxPosition {
            window.maxPosition = maxPosition
        } else {
            window.maxPosition = try await store.page(of: TodoQuery(user: user), before: nil, limit: 1).first?.position
        }
        return (rows, window)
    }

    func isEquivalent(to otherWorker: LoadTodosWorker) -> Bool {
        user == otherWorker.user && criteria == otherWorker.criteria && jump == otherWorker.jump
    }
}
