import Foundation

/// How the interface hears of others' changes to a list kept here: the copy's commits
/// (SQLite's mark, as for a list of one's own), woken by the copy's directory and by the
/// list's sync, and the news the sync brought in.
extension SyncedTodoStore: OutsideChangeDetecting {
    func outsideChangeMark(for user: String) async throws -> Int {
        guard let local = try await local(user) else { return 0 }
        return try await local.store.outsideChangeMark()
    }

    func outsideChangeSignal(for user: String) async -> (any OutsideChangeSignal)? {
        guard let copied = try? await copied(user), let follower = try? sync.follow(copied) else { return nil }
        return SyncedChangeSignal(follower: follower, directory: copies.location(of: copied.list.id).directory)
    }

    /// The news brought in since the header last asked (or since the list was opened).
    func outsideChanges(for user: String, after mark: Int) async -> [OutsideChange] {
        guard let copied = try? await copied(user), let copy = try? copies.interfaceCopy(of: copied.list.id) else { return [] }
        let told = newsTold.withLock { $0[copied.list.id] } ?? .max
        guard let (latest, news) = try? await copy.news(in: copied, after: told) else { return [] }
        newsTold.withLock { $0[copied.list.id] = max(latest, $0[copied.list.id] ?? 0) }
        return news
    }

    /// Each list's copy has a directory of its own, which its signal watches.
    var changedFilesDirectory: URL? { nil }
}

extension SyncedTodoStore: ScriptableTodoStore {
    /// Adds `todos` at the end of the list, skipping those it has (by id), as one change
    /// made here: sent like any other.
    public func importTodos(_ todos: [Todo], for user: String) async throws -> TodoImportResult {
        let copied = try await writable(user)
        _ = try await local(user, whole: true)
        let store = try copies.interfaceCopy(of: copied.list.id).store
        let local = CopiedList.localUserName(of: copied.list.id)
        let known = Set(try await store.todos(for: local).map(\.id))
        var position = try await store.nextPosition(for: local)
        var fresh: [Todo] = []
        var seen = known
        for var todo in todos where seen.insert(todo.id).inserted {
            todo.position = position
            position += 1
            fresh.append(todo)
        }
        if !fresh.isEmpty { try await make(fresh.map(ListChange.save), in: copied) }
        return TodoImportResult(added: fresh.count, alreadyThere: todos.count - fresh.count)
    }

    /// Makes the directory of the copies; the server is not needed for a list copied here.
    public func waitUntilOpen() async throws {
        let directory = copiesDirectory
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw TodoStoreError.cannotCreateDirectory(path: directory.path, reason: "\(error.localizedDescription)")
        }
    }
}

extension SyncedTodoStore {
    /// Every list the role may open, as ``ServerTodoStore/listInfos()`` says; while the
    /// server is away, the lists copied here, as the copies last heard of them, and
    /// `fromCopies` true.
    public func listInfos() async throws -> (lists: [ServerTodoStore.ListInfo], fromCopies: Bool) {
        do {
            return (try await server.listInfos(), false)
        } catch where ListFollower.isServerAway(error) {
            var lists: [ServerTodoStore.ListInfo] = []
            for copied in await copies.allCopied() where copied.revision != nil {
                let list = copied.list
                let open = try await copies.interfaceCopy(of: list.id).store
                    .count(of: TodoQuery(user: CopiedList.localUserName(of: list.id), filter: .open))
                let access = list.isOwn ? "owner" : list.canWrite ? "write" : "read"
                lists.append(ServerTodoStore.ListInfo(name: list.displayName, owner: list.owner, access: access, openTodos: open))
            }
            lists.sort { ($0.access == "owner" ? 0 : 1, $0.owner, $0.name.lowercased()) < ($1.access == "owner" ? 0 : 1, $1.owner, $1.name.lowercased()) }
            return (lists, true)
        }
    }
}
