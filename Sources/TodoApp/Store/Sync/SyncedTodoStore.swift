import Foundation
import Logging
import PostgresClient
import Synchronization

/// The ``TodoStore`` for lists on a PostgreSQL server, read and changed in a copy on this
/// machine: the interface works at the same speed with the server there or not, and
/// nothing made offline is lost.
///
/// ```swift
/// let server = ServerTodoStore(conninfo: "postgresql://ada@db.example/todos")
/// let store = try SyncedTodoStore(server: server, dataLocation: .standard())
/// try await store.save(Todo(title: "Milk", position: 0), for: "Groceries")   // kept here, then sent
/// ```
///
/// A list is copied the first time it is opened (the whole list, in one snapshot of the
/// server), and kept in step while it is open (see ``ListFollower``): changes made here are
/// made to the copy and kept in its outbox in one transaction, then sent in order, each
/// with an id the server remembers; others' changes come back by the server's change feed.
/// A list never opened on this machine cannot be opened offline, and a new list is made
/// on the server, so it needs the server too.
///
/// The server still decides: what a role may open and change is asked of it, and a change
/// it refuses (the list was unshared meanwhile) is undone here with a notice.
public final class SyncedTodoStore: TodoStore {
    let server: ServerTodoStore
    let copies: ServerCopies
    let sync: ListSync
    private let opened = Mutex<[ServerListName: CopiedList]>([:])
    /// The latest news each list's header was told, by list id.
    let newsTold = Mutex<[Int64: Int64]>([:])
    /// Starts following the lists with changes an earlier run kept.
    private let resuming: Task<Void, Never>

    /// A store for the lists on the server `conninfo` names (see ``ServerTodoStore``),
    /// copied under `dataLocation` (in `servers/<role@host:port/database>/<list id>/`).
    ///
    /// The copies send their changes as one origin, kept beside them, so that the server's
    /// news of them is never told back here as someone else's, across restarts too.
    public convenience init(
        conninfo: String, environment: [String: String] = ProcessInfo.processInfo.environment, dataLocation: DataLocation,
        logger: Logger = SQLiteTodoStore.silentLogger
    ) {
        self.init(conninfo: conninfo, environment: environment, dataLocation: dataLocation, logger: logger, newChangeID: { UUID() })
    }

    /// The same, each change made here kept and sent under the id `newChangeID` gives: for
    /// a harness that writes down every change before it makes it (`make chaos`).
    convenience init(
        conninfo: String, environment: [String: String], dataLocation: DataLocation, logger: Logger,
        newChangeID: @escaping @Sendable () -> UUID
    ) {
        let root = dataLocation.serverCopies(of: PostgresConnection.identity(conninfo, environment: environment))
        let server = ServerTodoStore(conninfo: conninfo, environment: environment, logger: logger, origin: CopiesOrigin.read(in: root))
        self.init(server: server, copiesAt: root, logger: logger, newChangeID: newChangeID)
    }

    /// A store for the lists of `server`, whose origin is its own, copied under
    /// `dataLocation`.
    public convenience init(server: ServerTodoStore, dataLocation: DataLocation, logger: Logger = SQLiteTodoStore.silentLogger) {
        self.init(server: server, copiesAt: dataLocation.serverCopies(of: server.identity), logger: logger)
    }

    /// The same, catching up at most once a `pace` while the server tells of changes
    /// without pause (see ``ListFollower/catchUpPace``).
    convenience init(server: ServerTodoStore, dataLocation: DataLocation, pace: Duration) {
        self.init(server: server, copiesAt: dataLocation.serverCopies(of: server.identity), logger: SQLiteTodoStore.silentLogger, pace: pace)
    }

    private init(
        server: ServerTodoStore, copiesAt root: DataLocation, logger: Logger,
        newChangeID: @escaping @Sendable () -> UUID = { UUID() }, pace: Duration = ListFollower.catchUpPace
    ) {
        self.server = server
        copies = ServerCopies(root: root, logger: logger, newChangeID: newChangeID)
        sync = ListSync(server: server, copies: copies, logger: logger, pace: pace)
        // What waits from an earlier run goes out now, whatever this run does.
        resuming = Task.detached { [sync, copies] in
            for copied in await copies.withUnsentChanges() where !Task.isCancelled { _ = try? sync.follow(copied) }
        }
    }

    deinit {
        resuming.cancel()
        sync.stopAll()
    }

    /// Where the lists are, for messages: host, port and database, no password.
    public var serverName: String { server.serverName }

    /// Where the copies are.
    public var copiesDirectory: URL { copies.root.directory }

    // MARK: - Lists

    /// The copy of the list `user` names, caught up with the server, or as it is here while
    /// the server is away; nil when the server has no such list yet.
    ///
    /// - Throws: ``TodoStoreError/notCopiedHere(list:server:reason:)`` for a list never
    ///   copied here while the server is away.
    func copied(_ user: String) async throws -> CopiedList? {
        let name = try ServerListName(user)
        if let known = opened.withLock({ $0[name] }) {
            _ = try sync.follow(known)
            return known
        }
        // With the server known away, a list copied here opens at once: asking would wait
        // out the connection's timeouts (10 s on a silent network) first.
        if sync.hasFoundServerAway, let kept = await copies.copiedList(named: name), kept.revision != nil {
            return try await open(kept, as: name)
        }
        let found: ServerList?
        do {
            guard let answer = try await askServer(for: user) else {
                // The server is slow to answer: a list copied here opens meanwhile.
                if let kept = await copies.copiedList(named: name), kept.revision != nil { return try await open(kept, as: name) }
                return try await copied(afterWaitingFor: user, name: name)
            }
            found = answer
        } catch TodoStoreError.serverUnreachable(let server, let reason) {
            guard let kept = await copies.copiedList(named: name), kept.revision != nil else {
                throw TodoStoreError.notCopiedHere(list: user.trimmingWhitespace(), server: server, reason: reason)
            }
            return try await open(kept, as: name)
        }
        guard let found else { return nil }
        return try await follow(try await copies.interfaceCopy(of: found.id).remember(found), as: name)
    }

    /// The server's answer to which list `user` names (a list, or `.some(nil)` for none),
    /// or nil when it has not answered within ``ListFollower/slowAnswer``; asking goes on
    /// then.
    private func askServer(for user: String) async throws -> ServerList?? {
        let server = server
        let asking = Task { try await server.existingList(user) }
        return try await AnswerWithin.value(of: asking, within: ListFollower.slowAnswer)
    }

    /// The list `user` names, once a server slow to answer does, with no copy here to open
    /// meanwhile.
    private func copied(afterWaitingFor user: String, name: ServerListName) async throws -> CopiedList? {
        guard let found = try await server.existingList(user) else { return nil }
        return try await follow(try await copies.interfaceCopy(of: found.id).remember(found), as: name)
    }

    /// The copy of the list `user` names, made on the server if there is none: where a
    /// setting or a draft for a list not made yet is kept.
    func madeIfNeeded(_ user: String) async throws -> CopiedList {
        if let found = try await self.copied(user) { return found }
        let made = try await server.list(user)
        return try await follow(try await copies.interfaceCopy(of: made.id).remember(made), as: ServerListName(user))
    }

    /// The copy of the list `user` names, made on the server if there is none, refusing
    /// a list the role may only read.
    func writable(_ user: String) async throws -> CopiedList {
        let copied = try await madeIfNeeded(user)
        guard copied.list.canWrite else { throw TodoStoreError.readOnlyList(name: copied.list.name, owner: copied.list.owner) }
        return copied
    }

    /// Starts following `copied` and waits for its first catch-up; a copy already whole
    /// opens as it is if the server went away meanwhile.
    private func follow(_ copied: CopiedList, as name: ServerListName) async throws -> CopiedList {
        do {
            try await sync.follow(copied).waitForFirstRows()
        } catch where ListFollower.isServerAway(error) && copied.revision != nil {}
        return try await open(copied, as: name)
    }

    private func open(_ copied: CopiedList, as name: ServerListName) async throws -> CopiedList {
        _ = try sync.follow(copied)
        await sync.followOnly(copied.list.id)
        // What the copy heard before the list was opened is not news.
        let latest = try await copies.interfaceCopy(of: copied.list.id).news(in: copied, after: .max).latest
        newsTold.withLock { told in
            if told[copied.list.id] == nil { told[copied.list.id] = latest }
        }
        opened.withLock { $0[name] = copied }
        return copied
    }

    /// The store holding the copy of the list `user` names, and the local user whose list
    /// it is there; nil for a list not made yet. `whole`: once the whole list is in, for
    /// what reads it all (a command's `list`, a new todo's position), where a page of a
    /// list copied for the first time may show while the rest comes in.
    func local(_ user: String, whole: Bool = false) async throws -> (store: SQLiteTodoStore, user: String)? {
        guard let copied = try await copied(user) else { return nil }
        if whole {
            do {
                try await sync.follow(copied).waitForFirstCatchUp()
            } catch where ListFollower.isServerAway(error) {
                // Offline, a copy that was whole once reads as it is.
                guard try await copies.interfaceCopy(of: copied.list.id).copiedList(serverListID: copied.list.id)?.revision != nil
                else { throw error }
            }
        }
        return try local(copied)
    }

    /// The same, for a list made on the server if need be.
    func madeLocal(_ user: String) async throws -> (store: SQLiteTodoStore, user: String) {
        try local(await madeIfNeeded(user))
    }

    private func local(_ copied: CopiedList) throws -> (store: SQLiteTodoStore, user: String) {
        (try copies.interfaceCopy(of: copied.list.id).store, CopiedList.localUserName(of: copied.list.id))
    }

    public var namesLists: Bool { true }

    public func knownName(for user: String) async throws -> String? {
        try await copied(user)?.list.displayName
    }

    public func userNames() async throws -> [String] {
        let lists: [ServerList]
        do {
            lists = try await server.openableLists()
        } catch where ListFollower.isServerAway(error) {
            lists = await copies.allCopied().map(\.list)
        }
        return lists.map(\.displayName).sorted { $0.compare($1, options: [.caseInsensitive]) == .orderedAscending }
    }

    public func readOnlyReason(for user: String) async throws -> String? {
        guard let copied = try await copied(user), !copied.list.canWrite else { return nil }
        return "Read only: shared by \(copied.list.owner) to read"
    }

    // MARK: - Changes

    public func save(_ todo: Todo, for user: String) async throws {
        try await save([todo], for: user)
    }

    public func save(_ todos: [Todo], for user: String) async throws {
        try await make(todos.map(ListChange.save), in: writable(user))
    }

    @discardableResult
    public func update(id: Todo.ID, with changes: TodoChanges, for user: String) async throws -> Bool {
        guard let copied = try await copied(user) else { return false }
        guard copied.list.canWrite else { throw TodoStoreError.readOnlyList(name: copied.list.name, owner: copied.list.owner) }
        return try await make([.update(id, changes, baseNote: nil)], in: copied)
    }

    public func delete(id: Todo.ID, for user: String) async throws {
        guard let copied = try await copied(user) else { return }
        guard copied.list.canWrite else { throw TodoStoreError.readOnlyList(name: copied.list.name, owner: copied.list.owner) }
        try await make([.delete(id)], in: copied)
    }

    @discardableResult
    func make(_ changes: [ListChange], in copied: CopiedList) async throws -> Bool {
        let made = try await copies.interfaceCopy(of: copied.list.id).make(changes, in: copied)
        try sync.follow(copied).changedHere()
        return made
    }

    /// Returns once every change made here has reached the server, or `timeout` passed, or
    /// every list with changes waiting found the server away: how many still wait, kept
    /// here for the next start to send.
    @discardableResult
    public func sendWaitingChanges(within timeout: Duration) async -> Int {
        let deadline = ContinuousClock.now + timeout
        let followers = await copies.withUnsentChanges().compactMap { try? sync.follow($0) }
        followers.forEach { $0.changedHere() }
        while true {
            let left = await copies.unsentCount()
            if left == 0 || ContinuousClock.now >= deadline { return left }
            if followers.allSatisfy({ $0.hasTriedAndFoundServerAway }) { return left }
            try? await Task.sleep(for: .milliseconds(20))
        }
    }
}
