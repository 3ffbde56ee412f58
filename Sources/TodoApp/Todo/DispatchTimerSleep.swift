import Dispatch
import Synchronization

/// Waits for a while on a Dispatch timer: what the app's waits use instead of
/// `Task.sleep`.
///
/// On Linux, once any task has slept, Dispatch's timer thread wakes every second for
/// the rest of the process's life, whatever anyone waits for; a Dispatch timer wakes
/// only when it is due. A todo-tui left open in a terminal should not wake at all.
///
/// ```swift
/// await DispatchTimerSleep.sleep(for: .milliseconds(300))   // early if cancelled
/// ```
enum DispatchTimerSleep {
    /// Returns once `duration` has passed, or at once when the task is cancelled.
    static func sleep(for duration: Duration) async {
        let wait = Wait()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                guard wait.start(continuation) else { return }
                DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + dispatchInterval(duration)) {
                    wait.end()
                }
            }
        } onCancel: {
            wait.end()
        }
    }

    /// `duration` in nanoseconds, as Dispatch counts, at most a year.
    static func dispatchInterval(_ duration: Duration) -> DispatchTimeInterval {
        let (seconds, attoseconds) = min(max(duration, .zero), .seconds(31_536_000)).components
        return .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    }

    /// One wait, ended once by whichever comes first, the timer or the cancellation.
    private final class Wait: Sendable {
        private let state = Mutex<(continuation: CheckedContinuation<Void, Never>?, isOver: Bool)>((nil, false))

        /// Keeps the continuation; false (and resumed) if the wait is already over.
        func start(_ continuation: CheckedContinuation<Void, Never>) -> Bool {
            let isOver = state.withLock { state in
                if !state.isOver, !Task.isCancelled { state.continuation = continuation }
                return state.isOver || Task.isCancelled
            }
            if isOver { continuation.resume() }
            return !isOver
        }

        func end() {
            state.withLock { state in
                defer { state = (nil, true) }
                return state.continuation
            }?.resume()
        }
    }
}
