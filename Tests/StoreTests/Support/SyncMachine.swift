import Foundation
import PostgresTesting
import TerminalTesting
import Testing
@testable import TodoApp

/// One machine in a test of a list kept in step with a server: a ``SyncedTodoStore`` with a
/// data directory of its own, reaching the server through a ``ServerLink`` of its own, which
/// the test cuts and restores. Two of them are two people's laptops on one list.
///
/// ```swift
/// let ada = try await SyncMachine.open("Groceries", as: .ada, in: database)
/// ada.link.cut()
/// try await ada.store.update(id: milk.id, with: TodoChanges(isDone: true, updatedAt: .now), for: ada.list)
/// ada.link.restore()
/// #expect(await ada.waitUntilInStep())
/// ```
final class SyncMachine: Sendable {
    /// Long enough that no test passes by waiting it out: a list tries again every 4 s at
    /// most while the server is away, and a blackholed connection takes its timeouts.
    static let deadline = Duration.seconds(60)

    /// The name this machine's role opens the list by.
    let list: String
    let link: ServerLink
    let server: ServerTodoStore
    let store: SyncedTodoStore
    /// What the list's header reads: how the list stands with the server.
    let signal: SyncedChangeSignal
    private let directory: URL

    private init(list: String, link: ServerLink, server: ServerTodoStore, directory: URL, store: SyncedTodoStore, signal: SyncedChangeSignal) {
        self.list = list
        self.link = link
        self.server = server
        self.directory = directory
        self.store = store
        self.signal = signal
    }

    /// A machine of `role`'s with the list `list` open (copied here and followed), through
    /// a link of its own to `database`'s server.
    static func open(_ list: String, as role: TestRole, in database: TodoTestDatabase) async throws -> SyncMachine {
        let link = try ServerLink(to: database.cluster)
        return try await open(list, server: database.store(as: role, through: link), link: link)
    }

    /// A machine with the list `list` open, reaching the server through `server`; `link` is
    /// the machine's own, which it stops as it goes.
    static func open(_ list: String, server: ServerTodoStore, link: ServerLink) async throws -> SyncMachine {
        let directory = try StorePlace.makeDirectory()
        let store = SyncedTodoStore(server: server, dataLocation: DataLocation(directory: directory))
        _ = try await store.todos(for: list)
        let signal = try #require(await store.outsideChangeSignal(for: list) as? SyncedChangeSignal)
        return SyncMachine(list: list, link: link, server: server, directory: directory, store: store, signal: signal)
    }

    deinit {
        link.stop()
        try? FileManager.default.removeItem(at: directory)
    }

    /// The list as this machine's copy shows it, in its order.
    func todos() async throws -> [Todo] {
        try await store.todos(for: list)
    }

    func todo(_ id: Todo.ID) async throws -> Todo? {
        try await store.todo(id: id, for: list)
    }

    var status: SyncStatus { signal.syncStatus }

    /// Waits until every change made here has reached the server (none waits in the copy's
    /// outbox) and the header says so; false at the deadline. The header alone may not have
    /// counted a change just made.
    func waitUntilInStep(within timeout: Duration = deadline) async -> Bool {
        await eventually(within: timeout, pollingEvery: .milliseconds(20)) {
            await self.store.copies.unsentCount() == 0 && self.status == .inStep
        }
    }

    /// Waits until the header says the server is away, with `unsent` changes to send.
    func waitUntilAway(unsent: Int, within timeout: Duration = deadline) async -> Bool {
        await eventually(within: timeout, pollingEvery: .milliseconds(20)) { self.status == SyncStatus(isAway: true, unsent: unsent) }
    }

    /// Waits until the copy shows what `expected` says of it.
    func waitUntilCopy(within timeout: Duration = deadline, _ expected: @escaping @Sendable ([Todo]) -> Bool) async -> Bool {
        await eventually(within: timeout, pollingEvery: .milliseconds(20)) { expected((try? await self.todos()) ?? []) }
    }

    /// The news told since the header last asked: what the list's header shows.
    func news() async -> [OutsideChange] {
        await store.outsideChanges(for: list, after: 0)
    }
}
