import Synchronization

/// A number of permits that tasks wait for in turn: what keeps the tests that run at once
/// from opening more connections than the server takes (Swift Testing starts every test
/// and argument case at once, and each database holds a few).
///
/// ```swift
/// let permits = AsyncPermits(4)
/// try await permits.withPermit { try await walk(list) }
/// ```
public final class AsyncPermits: Sendable {
    private struct State {
        var available: Int
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state: Mutex<State>

    public init(_ count: Int) {
        state = Mutex(State(available: count))
    }

    /// Waits for a permit and takes it; give it back with ``release()``.
    public func acquire() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let granted = state.withLock { state in
                guard state.available > 0 else {
                    state.waiting.append(continuation)
                    return false
                }
                state.available -= 1
                return true
            }
            if granted { continuation.resume() }
        }
    }

    /// Gives a permit back, to the task that has waited longest if one waits.
    public func release() {
        state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiting.isEmpty else {
                state.available += 1
                return nil
            }
            return state.waiting.removeFirst()
        }?.resume()
    }

    /// Runs `body` holding a permit.
    public func withPermit<T>(_ body: () async throws -> T) async rethrows -> T {
        await acquire()
        defer { release() }
        return try await body()
    }
}
