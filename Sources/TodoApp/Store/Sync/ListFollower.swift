import Foundation
import Logging
import Synchronization

/// Keeps this machine's copy of one server list in step with the server, for as long as
/// the list is open: sends the changes made here, oldest first, and brings in the
/// server's, woken by a change made here, by the server's notification of one made
/// elsewhere, and, while the server is away, by a retry every few seconds (so that what
/// waited goes out within 5 s of its return).
///
/// A change the server answers is settled in the copy (see
/// ``LocalCopy/settle(_:_:in:)``); one that fails for a reason other than the server
/// being away is tried three times, then kept as a notice rather than holding up every
/// change after it.
///
/// It writes the copy on two connections: what changes what the list shows (others'
/// changes, a change undone) on one of its own, which the interface's mark moves for;
/// what only keeps the books (a change the server took leaving the outbox, the revision
/// of this machine's own changes coming back) on the interface's, which it does not: the
/// interface reads its list again only when there is something new to show.
final class ListFollower: Sendable {
    let listID: Int64
    private let server: ServerTodoStore
    /// The interface's connection to the copy, for bookkeeping.
    private let books: LocalCopy
    /// The follower's own connection, for what the interface must see.
    private let incoming: LocalCopy
    private let logger: Logger
    private let wake = PendingChange()
    private let state: Mutex<State>
    /// The first catch-up: the whole list copied, or the changes since the copy's revision.
    private let firstCatchUp: Task<Void, any Error>
    /// Whether the first catch-up has rows to show: a whole copy's first batch is enough.
    private let firstRows = FirstRows()
    private let copying = CopyProgress()
    private let loop: Mutex<Task<Void, Never>?> = Mutex(nil)

    private struct State {
        var copied: CopiedList
        var status = SyncStatus.inStep
        var watchers: [PendingChange] = []
        /// How often each change failed for a reason other than the server being away.
        var failures: [UUID: Int] = [:]
        /// Counts the rounds of sending and bringing in: a round's slowness is told only
        /// while it lasts.
        var round = 0
    }

    /// The longest wait between tries while the server is away.
    static let longestRetry: Duration = .seconds(4)
    /// How long a round of sending and bringing in may wait for the server before the list
    /// is said to be offline (a whole copy, which takes longer, is not held to it).
    static let slowAnswer: Duration = .seconds(6)
    /// The wait between tries while the server no longer opens the list to the role.
    static let closedRetry: Duration = .seconds(60)
    static let copyBatch = 2_000

    init(_ copied: CopiedList, server: ServerTodoStore, books: LocalCopy, incoming: LocalCopy, logger: Logger) {
        listID = copied.list.id
        self.server = server
        self.books = books
        self.incoming = incoming
        self.logger = logger
        state = Mutex(State(copied: copied))
        // Detached, as every task of a follower's: it outlives whoever opened the list, and
        // must not keep their task-local values (and what those hold) alive with it.
        let catchUp = Task<Void, any Error>.detached { [books, incoming, server, firstRows, copying] in
            do {
                try await Self.catchUp(copied, server: server, books: books, incoming: incoming, copying: copying) {
                    firstRows.arrived()
                }
                firstRows.arrived()
            } catch {
                firstRows.failed(error)
                throw error
            }
        }
        firstCatchUp = catchUp
        loop.withLock {
            $0 = Task.detached { [weak self] in
                _ = try? await catchUp.value
                await self?.run()
            }
        }
    }

    deinit {
        stop()
    }

    /// Stops following: nothing more is sent or brought in (what waits stays kept).
    func stop() {
        firstCatchUp.cancel()
        loop.withLock { $0?.cancel() }
    }

    /// Returns once the copy has caught up with the server the first time, the whole list
    /// in; throws what stopped it.
    func waitForFirstCatchUp() async throws {
        try await firstCatchUp.value
    }

    /// Returns once the copy has rows to show: it has caught up with the server the first
    /// time, or, for a list copied whole, the first batch is in (the rest follows, the
    /// status counting it); throws what stopped it (the server away) when it could not.
    func waitForFirstRows() async throws {
        try await firstRows.wait()
    }

    /// A change was made to the copy here: send it.
    func changedHere() {
        wake.fire()
    }

    var status: SyncStatus {
        var status = state.withLock { $0.status }
        status.todosCopied = copying.todosCopied
        return status
    }

    /// How many changes to the list wait for the server, as its copy says now.
    func unsentCount() async -> Int {
        (try? await books.unsentCount(in: copied)) ?? 0
    }

    /// Whether the latest try to reach the server found it away.
    var hasTriedAndFoundServerAway: Bool { state.withLock { $0.status.isAway } }

    /// Fires `watcher` whenever ``status`` changes, until ``stopWatching(_:)``.
    func watchStatus(with watcher: PendingChange) {
        state.withLock { $0.watchers.append(watcher) }
        copying.watch(with: watcher)
    }

    func stopWatching(_ watcher: PendingChange) {
        state.withLock { $0.watchers.removeAll { $0 === watcher } }
        copying.stopWatching(watcher)
    }

    // MARK: - The loop

    private func run() async {
        let signal = server.outsideChangeSignal(forList: listID)
        let listening = Task.detached { [wake, weak self] in
            while !Task.isCancelled {
                guard await signal.next(timeout: nil) else { continue }
                // The listening connection lost: the header says so now, whatever the loop
                // waits on (a query on a silent network waits out timeouts of its own).
                if signal.isAway { try? await self?.publish(isAway: true) }
                wake.fire()
            }
        }
        defer { listening.cancel() }
        var retry: Duration = .milliseconds(500)
        while !Task.isCancelled {
            do {
                try await bringInStep()
                try await publish(isAway: signal.isAway)
                retry = .milliseconds(500)
                _ = await wake.next(timeout: signal.isAway ? retry : nil)
            } catch TodoStoreError.noSuchList {
                // Unshared or deleted: asked again now and then, in case it is shared again.
                try? await publish(isAway: false, isClosed: true)
                _ = await wake.next(timeout: Self.closedRetry)
            } catch {
                let isAway = Self.isServerAway(error)
                if !isAway { logger.warning("Keeping the list in step failed: \(error)") }
                try? await publish(isAway: isAway)
                _ = await wake.next(timeout: retry)
                retry = min(retry * 2, Self.longestRetry)
            }
        }
    }

    /// One round: sends what waits, then brings in what others changed. A server that
    /// takes long to answer (a silent network, a server that accepts and never answers) is
    /// said away while the round lasts.
    private func bringInStep() async throws {
        let round = nextRound()
        let slow = Task.detached { [weak self] in
            try await Task.sleep(for: Self.slowAnswer)
            guard let self, self.copying.todosCopied == nil else { return }
            try? await self.publish(isAway: true, during: round)
        }
        defer {
            slow.cancel()
            _ = nextRound()
        }
        try await sendWaiting()
        try await Self.catchUp(copied, server: server, books: books, incoming: incoming, copying: copying) {}
    }

    private func nextRound() -> Int {
        state.withLock { state in
            state.round += 1
            return state.round
        }
    }

    private var copied: CopiedList { state.withLock { $0.copied } }

    /// Sends every change waiting, oldest first, settling each as the server answers.
    private func sendWaiting() async throws {
        let copied = self.copied
        while !Task.isCancelled {
            let waiting = try await books.unsent(in: copied, limit: 100)
            if waiting.isEmpty { return }
            sending: for sent in waiting {
                let outcome = try await send(sent, to: copied)
                switch outcome {
                case .applied, .alreadyApplied:
                    try await books.settle(sent, outcome, in: copied)
                case .todoWasGone:
                    try await incoming.settle(sent, outcome, in: copied)
                    // Its todo's other updates went with it: what waits is read again.
                    break sending
                case .noteMerged:
                    try await incoming.settle(sent, outcome, in: copied)
                case .refused:
                    try await incoming.settle(sent, outcome, in: copied)
                    // The copy shows the server's todo again (none, if the list is no longer shared).
                    let theirs = try? await server.todo(id: sent.change.todoID, for: copied.list.displayName)
                    try await incoming.put(serverVersion: theirs, id: sent.change.todoID, in: copied)
                }
                if status.unsent > 0 { try await publish(isAway: false) }
            }
        }
    }

    private func send(_ sent: SentChange, to copied: CopiedList) async throws -> ListChangeOutcome {
        do {
            return try await server.send(sent, to: copied.list)
        } catch where !Self.isServerAway(error) {
            let failures = state.withLock { state in
                state.failures[sent.id, default: 0] += 1
                return state.failures[sent.id]!
            }
            guard failures >= 3 else { throw error }
            logger.error("The server would not take a change; keeping it as a notice: \(error)")
            return .refused("The server would not take this change: \(error)")
        }
    }

    /// Says how the list stands with the server to whoever watches, if that changed.
    /// `during`: only while that round lasts (the next one starts when it ends).
    private func publish(isAway: Bool, isClosed: Bool = false, during round: Int? = nil) async throws {
        let unsent = try await books.unsentCount(in: copied)
        let watchers = state.withLock { state -> [PendingChange] in
            if let round, round != state.round { return [] }
            let status = SyncStatus(isAway: isAway, unsent: unsent, isClosed: isClosed)
            guard status != state.status else { return [] }
            state.status = status
            return state.watchers
        }
        watchers.forEach { $0.fire() }
    }

    /// Brings `copied` up to the server: the changes since its revision, or the whole list
    /// when it has none or the server's feed no longer reaches back to it.
    /// `firstRows` is called once a whole copy's first batch is in; `copying` counts it.
    private static func catchUp(
        _ copied: CopiedList, server: ServerTodoStore, books: LocalCopy, incoming: LocalCopy, copying: CopyProgress,
        firstRows: @escaping @Sendable () -> Void
    ) async throws {
        let current = try await books.copiedList(serverListID: copied.list.id) ?? copied
        if let revision = current.revision, let changes = try await server.changes(of: current.list, after: revision) {
            guard changes.revision > revision else { return }
            if try await incoming.wouldChange(changes, in: current) {
                try await incoming.apply(changes, to: current, from: revision)
            } else {
                try await books.setRevision(changes.revision, of: current, from: revision)
            }
            return
        }
        try await incoming.beginCopy(of: current)
        copying.set(0)
        defer { copying.set(nil) }
        let count = Mutex(0)
        let revision = try await server.copy(of: current.list, batchSize: copyBatch) { todos in
            try incoming.copyBatchNow(todos, into: current)
            copying.set(count.withLock { count in
                count += todos.count
                return count
            })
            firstRows()
        }
        try await incoming.finishCopy(of: current, at: revision)
    }

    static func isServerAway(_ error: any Error) -> Bool {
        if case TodoStoreError.serverUnreachable = error { return true }
        return false
    }
}
