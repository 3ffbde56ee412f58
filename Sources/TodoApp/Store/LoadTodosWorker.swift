import Workflow

/// Loads what the list shows of one user's todos, off the main actor: at login, and
/// again when another program changed the store.
struct LoadTodosWorker: Worker {
    let store: any TodoStore
    let writer: TodoWriter
    let user: String

    /// Whether to read how the user last chose to see the list, and the draft they left,
    /// too: at login, not on a reread, where what was chosen here stands.
    var isLogin = false

    enum Output: Sendable {
        /// The list, at login the user's list settings and unsaved draft, and the store's
        /// outside-change mark from just before the list was read (nil for a store that
        /// cannot tell).
        case loaded(TodoSummaries, login: Login?, outsideChangeMark: Int?)
        case failed(String)
    }

    /// What only a login reads.
    struct Login: Equatable, Sendable {
        var settings: TodoListSettings
        var draft: EditorDraft?
        /// The name as first stored, shown in place of the spelling typed at login.
        var storedName: String? = nil
    }

    func run() async -> Output {
        // The changes already handed to the writer are in what is read, so reloading
        // never shows the list from before the user's last keystrokes.
        await writer.drain()
        do {
            // Taken before reading: a change made while reading is then seen as new.
            // Without one the list is still shown, only not watched.
            let mark = try? await (store as? any OutsideChangeDetecting)?.outsideChangeMark()
            // Settings or a draft that cannot be read are the defaults and none: the list
            // itself matters more.
            let login: Login? = isLogin
                ? Login(
                    settings: (try? await store.listSettings(for: user)) ?? TodoListSettings(),
                    draft: (try? await store.draft(for: user)) ?? nil,
                    storedName: (try? await store.knownName(for: user)) ?? nil
                )
                : nil
            return .loaded(try await store.loadSummaries(for: user), login: login, outsideChangeMark: mark)
        } catch {
            return .failed(String(describing: error))
        }
    }

    func isEquivalent(to otherWorker: LoadTodosWorker) -> Bool {
        user == otherWorker.user
    }
}
