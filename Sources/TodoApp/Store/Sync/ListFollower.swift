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
    private let madeHere = Mutex(true)
    private let state: Mutex<State>
    /// The first catch-up: the whole list copied, or the changes since the copy's revision.
    private let firstCatchUp: Task<Void, any Error>
    private let loop: Mutex<Task<Void, Never>?> = Mutex(nil)
    private let pace: Duration

    private struct State {
        var copied: CopiedList
        var status = SyncStatus.inStep
        var watchers: [PendingChange] = []
        /// How often each change failed for a reason other than the server being away.
        var failures: [UUID: Int] = [:]
    }

    /// The longest wait between tries while the server is away.
    static let longestRetry: Duration = .seconds(4)
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
        let catchUp = Task<Void, any Error>.detached { [books, incoming, server] in
            try await Self.catchUp(copied, server: server, books: books, incoming: incoming)
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

    /// Returns once the copy has caught up with the server the first time, and throws
    /// what stopped it (the server away) when it could not.
    func waitForFirstCatchUp() async throws {
        try await firstCatchUp.value
    }

    /// A change was made to the copy here: send it.
    func changedHere() {
        madeHere.withLock { $0 = true }
        wake.fire()
    }

    var status: SyncStatus { state.withLock { $0.status } }

    /// Whether the latest try to reach the server found it away.
    var hasTriedAndFoundServerAway: Bool { state.withLock { $0.status.isAway } }

    /// Fires `watcher` whenever ``status`` changes, and once each change to what the copy
    /// shows (others' changes brought in, a change of this machine's that the server did
    /// not take) is committed, until ``stopWatching(_:)``: a watcher told reads it then,
    /// rather than when it next looks after the copy's files changed.
    func watch(with watcher: PendingChange) {
        state.withLock { $0.watchers.append(watcher) }
    }

    func stopWatching(_ watcher: PendingChange) {
        state.withLock { $0.watchers.removeAll { $0 === watcher } }
    }

    // MARK: - The loop

    private func run() async {
        let signal = server.outsideChangeSignal(forList: listID)
        // Whether the server told of a change (or of its return) since the last catch-up began.
        let heard = Mutex(true)
        let listening = Task.detached { [wake] in
            while !Task.isCancelled {
                if await signal.next(timeout: nil) {
                    heard.withLock { $0 = true }
                    wake.fire()
                }
            }
        }
        defer { listening.cancel() }
        var retry: Duration = .milliseconds(500)
        var lastCatchUp: ContinuousClock.Instant?
        while !Task.isCancelled {
            do {
                let toSend = madeHere.withLock { made in
                    defer { made = false }
                    return made
                }
                if toSend, try await sendWaiting() { madeHere.withLock { $0 = true } }
                // Others' changes come in after each batch sent, so that no run of changes
                // here, nor a change the server holds up, keeps them out; else at most once a
                // pace, each catch-up bringing in all that came since the last.
                let paced = lastCatchUp.map { $0 + pace > .now } ?? false
                if heard.withLock({ $0 }), toSend || !paced || signal.isAway {
                    heard.withLock { $0 = false }
                    lastCatchUp = .now
                    if try await Self.catchUp(copied, server: server, books: books, incoming: incoming) { tellWatchers() }
                }
                try await publish(isAway: signal.isAway)
                retry = .milliseconds(500)
                if madeHere.withLock({ $0 }) { continue }
                if heard.withLock({ $0 }), let lastCatchUp, !signal.isAway {
                    _ = await wake.next(timeout: max(.zero, lastCatchUp + pace - .now))
                } else {
                    _ = await wake.next(timeout: signal.isAway ? retry : nil)
                }
            } catch {
                if !Self.isServerAway(error) { logger.warning("Keeping the list in step failed: \(error)") }
                heard.withLock { $0 = true }
                madeHere.withLock { $0 = true }
                try? await publish(isAway: true)
                _ = await wake.next(timeout: retry)
                retry = min(retry * 2, Self.longestRetry)
            }
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
        for sent in waiting where !Task.isCancelled {
            let outcome = try await send(sent, to: copied)
            switch outcome {
            case .applied, .alreadyApplied:
                try await books.settle(sent, outcome, in: copied)
            case .todoWasGone, .noteMerged:
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
        return waiting.count == batch
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
    private func publish(isAway: Bool) async throws {
        let unsent = try await books.unsentCount(in: copied)
        let watchers = state.withLock { state -> [PendingChange] in
            let status = SyncStatus(isAway: isAway, unsent: unsent)
            guard status != state.status else { return [] }
            state.status = status
            return state.watchers
        }
        watchers.forEach { $0.fire() }
    }

    /// Brings `copied` up to the server: the changes since its revision, or the whole list
    /// when it has none or the server's feed no longer reaches back to it. Returns whether
    /// what the copy shows changed.
    @discardableResult
    private static func catchUp(_ copied: CopiedList, server: ServerTodoStore, books: LocalCopy, incoming: LocalCopy) async throws -> Bool {
        let current = try await books.copiedList(serverListID: copied.list.id) ?? copied
        if let revision = current.revision, let changes = try await server.changes(of: current.list, after: revision) {
            guard changes.revision > revision else { return false }
            if try await incoming.wouldChange(changes, in: current) {
                return try await incoming.apply(changes, to: current)
            }
            try await books.setRevision(changes.revision, of: current)
            return false
        }
        try await incoming.beginCopy()
        let revision = try await server.copy(of: current.list, batchSize: copyBatch) { todos in
            try incoming.copyBatchNow(todos, into: current)
        }
        try await incoming.finishCopy(of: current, at: revision)
        return true
    }

    static func isServerAway(_ error: any Error) -> Bool {
        if case TodoStoreError.serverUnreachable = error { return true }
        return false
    }
}
