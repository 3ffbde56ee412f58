import Synchronization

/// What a change signal's waiter waits on: ``fire()`` wakes the one waiting in
/// ``next(timeout:)``, or, with none waiting, the next to wait returns at once.
final class PendingChange: Sendable {
    private let state = Mutex(State())

    private struct State {
        /// A change came while nobody waited: the next wait returns at once.
        var isPending = false
        var waiter: CheckedContinuation<Void, Never>?
    }

    deinit {
        state.withLock { $0.waiter }?.resume()
    }

    /// Says that something changed.
    func fire() {
        state.withLock { state in
            defer { state.waiter = nil }
            if state.waiter == nil { state.isPending = true }
            return state.waiter
        }?.resume()
    }

    /// Returns true at the next change, at once if one came since the last call, or
    /// false once `timeout` passed without one (or the task was cancelled); nil waits
    /// for the change alone.
    func next(timeout: Duration?) async -> Bool {
        guard let timeout else { return await change() }
        return await withTaskGroup(of: Bool.self) { group in
            group.addTask { await self.change() }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
    }

    /// Returns true at a change, false when cancelled first.
    private func change() async -> Bool {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumesNow = state.withLock { state in
                    if state.isPending || Task.isCancelled { return true }
                    state.waiter = continuation
                    return false
                }
                if resumesNow { continuation.resume() }
            }
            return state.withLock { state in
                defer { state.isPending = false }
                return state.isPending || !Task.isCancelled
            }
        } onCancel: {
            state.withLock { state in
                defer { state.waiter = nil }
                return state.waiter
            }?.resume()
        }
    }
}
