import Foundation
import Logging
import Synchronization

/// Keeps this machine's copy of one server list in step with the server, for as long as
/// the list is open: sends the changes made here, oldest first, and brings in the
/// server's, woken by a change made here, by the server's notification of one made
/// elsewhere (at most once a ``catchUpPace`` while they come without pause), and, while
/// the server is away, by a retry every few seconds (so that what waited goes out within
/// 5 s of its return).
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
    /// Whether a change was made here since the outbox was last read (at first: what an
    /// earlier run kept may wait there).
    private let madeHere = Flag()
    /// Whether the server told of a change (or of its return) since the last catch-up began.
    private let heard = Flag()
    private let state: Mutex<State>
    /// The first catch-up: the whole list copied, or the changes since the copy's revision.
    private let firstCatchUp: Task<Void, any Error>
    /// Whether the first catch-up has rows to show: a whole copy's first batch is enough.
    private let firstRows = FirstRows()
    private let copying = CopyProgress()
    private let loop: Mutex<Task<Void, Never>?> = Mutex(nil)
    private let pace: Duration

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
    /// The shortest time between the starts of two catch-ups: while the server tells of
    /// changes without pause (a hundred a second), each catch-up brings in all that came
    /// since the last, rather than one each; the first after a quiet spell starts at once.
    static let catchUpPace: Duration = .milliseconds(100)
    static let copyBatch = 2_000

    init(
        _ copied: CopiedList, server: ServerTodoStore, books: LocalCopy, incoming: LocalCopy, logger: Logger,
        pace: Duration = ListFollower.catchUpPace
    ) {
        listID = copied.list.id
        self.pace = pace
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
        madeHere.raise()
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

    /// Fires `watcher` whenever ``status`` changes, and once each change to what the copy
    /// shows (others' changes brought in, a change of this machine's that the server did
    /// not take) is committed, until ``stopWatching(_:)``: a watcher told reads it then,
    /// rather than when it next looks after the copy's files changed.
    func watch(with watcher: PendingChange) {
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
        let listening = Task.detached { [wake, heard, weak self] in
            while !Task.isCancelled {
                guard await signal.next(timeout: nil) else { continue }
                // The listening connection lost: the header says so now, whatever the loop
                // waits on (a query on a silent network waits out timeouts of its own).
                if signal.isAway { try? await self?.publish(isAway: true) }
                heard.raise()
                wake.fire()
            }
        }
        defer { listening.cancel() }
        var retry: Duration = .milliseconds(500)
        var lastCatchUp: ContinuousClock.Instant?
        while !Task.isCancelled {
            do {
                if try await bringInStep(lastCatchUp: &lastCatchUp, serverAway: signal.isAway) { madeHere.raise() }
                try await publish(isAway: signal.isAway)
                retry = .milliseconds(500)
                if madeHere.isRaised { continue }
                if heard.isRaised, let lastCatchUp, !signal.isAway {
                    // Told of others' changes within a pace of the last catch-up: the next one
                    // is due then, or at once for a change made here.
                    _ = await wake.next(timeout: max(.zero, lastCatchUp + pace - .now))
                } else {
                    _ = await wake.next(timeout: signal.isAway ? retry : nil)
                }
            } catch TodoStoreError.noSuchList {
                // Unshared or deleted: asked again now and then, in case it is shared again.
                heard.raise()
                try? await publish(isAway: false, isClosed: true)
                _ = await wake.next(timeout: Self.closedRetry)
            } catch {
                let isAway = Self.isServerAway(error)
                if !isAway { logger.warning("Keeping the list in step failed: \(error)") }
                heard.raise()
                madeHere.raise()
                try? await publish(isAway: isAway)
                _ = await wake.next(timeout: retry)
                retry = min(retry * 2, Self.longestRetry)
            }
        }
    }

    /// One round: sends the changes waiting now, when some were made here, then brings in
    /// what others changed, when the server told of it: after each batch sent, so that no
    /// run of changes here, nor a change the server holds up, keeps them out, and else at
    /// most once a pace, each catch-up bringing in all that came since the last. Returns
    /// whether more changes wait to be sent. A server that takes long to answer (a silent
    /// network, a server that accepts and never answers) is said away while the round lasts.
    private func bringInStep(lastCatchUp: inout ContinuousClock.Instant?, serverAway: Bool) async throws -> Bool {
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
        let sending = madeHere.take()
        let moreWaiting = sending ? try await sendWaiting() : false
        let paced = lastCatchUp.map { $0 + pace > .now } ?? false
        if heard.isRaised, sending || !paced || serverAway {
            _ = heard.take()
            lastCatchUp = .now
            if try await Self.catchUp(copied, server: server, books: books, incoming: incoming, copying: copying, firstRows: {}) {
                tellWatchers()
            }
        }
        return moreWaiting
    }

    private func nextRound() -> Int {
        state.withLock { state in
            state.round += 1
            return state.round
        }
    }

    private var copied: CopiedList { state.withLock { $0.copied } }

    /// Sends the changes waiting now (a hundred at most), oldest first, settling each as the
    /// server answers, and returns whether more wait. Not those made meanwhile: others'
    /// changes are brought in first, or a list changed here without pause, or a change the
    /// server holds up, would keep them out.
    private func sendWaiting() async throws -> Bool {
        let copied = self.copied
        let batch = 100
        let waiting = try await books.unsent(in: copied, limit: batch)
        var readAgain = false
        sending: for sent in waiting where !Task.isCancelled {
            let outcome = try await send(sent, to: copied)
            switch outcome {
            case .applied, .alreadyApplied:
                try await books.settle(sent, outcome, in: copied)
            case .todoWasGone:
                try await incoming.settle(sent, outcome, in: copied)
                tellWatchers()
                // Its todo's other updates went with it: what waits is read again.
                readAgain = true
                break sending
            case .noteMerged:
                try await incoming.settle(sent, outcome, in: copied)
                tellWatchers()
            case .refused:
                try await incoming.settle(sent, outcome, in: copied)
                // The copy shows the server's todo again (none, if the list is no longer shared).
                let theirs = try? await server.todo(id: sent.change.todoID, for: copied.list.displayName)
                try await incoming.put(serverVersion: theirs, id: sent.change.todoID, in: copied)
                tellWatchers()
            }
            if status.unsent > 0 { try await publish(isAway: false) }
        }
        return readAgain || waiting.count == batch
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

    private func tellWatchers() {
        state.withLock { $0.watchers }.forEach { $0.fire() }
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
    /// when it has none or the server's feed no longer reaches back to it. Returns whether
    /// what the copy shows changed. `firstRows` is called once a whole copy's first batch
    /// is in; `copying` counts it.
    @discardableResult
    private static func catchUp(
        _ copied: CopiedList, server: ServerTodoStore, books: LocalCopy, incoming: LocalCopy, copying: CopyProgress,
        firstRows: @escaping @Sendable () -> Void
    ) async throws -> Bool {
        let current = try await books.copiedList(serverListID: copied.list.id) ?? copied
        if let revision = current.revision, let changes = try await server.changes(of: current.list, after: revision) {
            guard changes.revision > revision else { return false }
            if try await incoming.wouldChange(changes, in: current) {
                return try await incoming.apply(changes, to: current, from: revision)
            }
            try await books.setRevision(changes.revision, of: current, from: revision)
            return false
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
        return true
    }

    static func isServerAway(_ error: any Error) -> Bool {
        if case TodoStoreError.serverUnreachable = error { return true }
        return false
    }
}

/// A flag one task raises and another takes down, raised at first.
private final class Flag: Sendable {
    private let value = Mutex(true)

    func raise() {
        value.withLock { $0 = true }
    }

    var isRaised: Bool { value.withLock { $0 } }

    /// Whether it was raised, lowering it.
    func take() -> Bool {
        value.withLock { raised in
            defer { raised = false }
            return raised
        }
    }
}
