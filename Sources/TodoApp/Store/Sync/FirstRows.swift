import Synchronization

/// Whether a list's copy has rows to show yet: its first catch-up brought in the changes
/// since the copy's revision, or the first batch of a whole copy (the rest streams in
/// while the list shows), or failed. Every waiter hears the one outcome.
final class FirstRows: Sendable {
    private let state = Mutex<(outcome: Result<Void, any Error>?, waiters: [CheckedContinuation<Void, any Error>])>((nil, []))

    func arrived() {
        settle(.success(()))
    }

    func failed(_ error: any Error) {
        settle(.failure(error))
    }

    /// Returns once there are rows to show; throws what stopped them first.
    func wait() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let outcome = state.withLock { state -> Result<Void, any Error>? in
                if let outcome = state.outcome { return outcome }
                state.waiters.append(continuation)
                return nil
            }
            if let outcome { continuation.resume(with: outcome) }
        }
    }

    private func settle(_ outcome: Result<Void, any Error>) {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, any Error>] in
            guard state.outcome == nil else { return [] }
            state.outcome = outcome
            defer { state.waiters = [] }
            return state.waiters
        }
        waiters.forEach { $0.resume(with: outcome) }
    }
}

/// How far a whole copy of a list has come: the todos in so far, nil while none is made.
final class CopyProgress: Sendable {
    private let copied = Mutex<Int?>(nil)
    private let watchers = Mutex<[PendingChange]>([])

    var todosCopied: Int? { copied.withLock { $0 } }

    func set(_ count: Int?) {
        copied.withLock { $0 = count }
        watchers.withLock { $0 }.forEach { $0.fire() }
    }

    /// Fires `watcher` at each batch, until ``stopWatching(_:)``.
    func watch(with watcher: PendingChange) {
        watchers.withLock { $0.append(watcher) }
    }

    func stopWatching(_ watcher: PendingChange) {
        watchers.withLock { $0.removeAll { $0 === watcher } }
    }
}
