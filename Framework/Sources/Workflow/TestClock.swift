import Synchronization

/// A clock whose time moves only when a test moves it: workers that wait on it (a
/// ``TimerWorker``, a pause before a retry) wait until the test calls
/// ``advance(by:)``, and then run at once, in the order of their deadlines.
///
/// ```swift
/// let clock = TestClock()
/// let host = WorkflowHost(workflow: RefreshingWorkflow(clock: clock))
/// try await host.settle()
///
/// await clock.advance(by: .seconds(2))
/// try await host.settle()
/// #expect(host.rendering.refreshes == 1)
/// ```
///
/// The app takes its clock as a property (`any Clock<Duration>`, the system's
/// `ContinuousClock()` when it runs), as it takes any other input, so a test can hand
/// it this one.
///
/// A worker waiting on a test clock counts as settled: ``WorkflowHost/settle(timeout:)``
/// and `InMemoryTerminal.settle()` return while it waits, since only the test can end the
/// wait. Settle before advancing, so that the workers a render started have begun their
/// waits: a wait that begins after an advance is counted from the time it ended.
public final class TestClock: Clock, Sendable {
    /// A moment on a test clock: how long after the clock was made.
    public struct Instant: InstantProtocol, CustomStringConvertible {
        public var offset: Duration

        public init(offset: Duration) {
            self.offset = offset
        }

        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        public static func < (left: Instant, right: Instant) -> Bool {
            left.offset < right.offset
        }

        public var description: String { "\(offset) in" }
    }

    private let state = Mutex(State())

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Int: Sleeper] = [:]
        var nextSleeper = 0
    }

    private struct Sleeper {
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
        /// The worker task that sleeps, told when it is woken.
        var task: PendingWork.Token?
    }

    /// A clock at its start, `.zero`.
    public init() {}

    public var now: Instant {
        state.withLock { $0.now }
    }

    public var minimumResolution: Duration { .zero }

    /// How many waits are under way, for tests of the clock itself.
    var sleeperCount: Int {
        state.withLock { $0.sleepers.count }
    }

    /// Returns once the clock reaches `deadline`, at once if it has; throws
    /// `CancellationError` if the task is cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let task = PendingWork.current
        let id = state.withLock { state in
            state.nextSleeper += 1
            return state.nextSleeper
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = state.withLock { state in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if deadline <= state.now { return .success(()) }
                    state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation, task: task)
                    task.map { $0.work.sleepBegan(in: $0.task) }
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            guard let sleeper = state.withLock({ $0.sleepers.removeValue(forKey: id) }) else { return }
            sleeper.task.map { $0.work.sleepEnded(in: $0.task) }
            sleeper.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock on by `duration`, waking each wait whose deadline comes, in order:
    /// the clock stops at each deadline, wakes what waits for it, and goes on once the
    /// workers it woke wait again or have ended, their outputs handled. A timer of 2 s is
    /// told three times in an advance of 6 s.
    ///
    /// What those outputs start (another worker) runs in the next
    /// ``WorkflowHost/settle(timeout:)``, or in `InMemoryTerminal.advance(_:by:)`, which
    /// settles the whole app at each deadline.
    public func advance(by duration: Duration) async {
        await advance(to: now.advanced(by: duration))
    }

    /// Moves the clock on to `instant`, as ``advance(by:)`` does.
    public func advance(to instant: Instant) async {
        let deadline = ContinuousClock.now + Self.wokenWorkerLimit
        while let woken = wakeNextDue(before: instant) {
            for task in woken {
                _ = await task.work.wait(until: .idle(task: task.task), deadline: deadline)
            }
            // A wait not in a worker (a test's own task) is given a turn.
            await Task.yield()
        }
    }

    /// How long an advance waits for a worker it woke before going on without it: a
    /// worker that goes on to wait for something else (a file to change) never waits on
    /// the clock again, and the settle that follows says which.
    static let wokenWorkerLimit = Duration.seconds(10)

    /// Moves the clock on to `instant`, stopping at each deadline on the way; after
    /// waking the waits of each, runs `settle`, which waits for what they lead to (the
    /// in-memory terminal settles the whole app).
    package func advance(
        to instant: Instant, isolation: isolated (any Actor)? = #isolation, settlingEachDeadline settle: () async throws -> Void
    ) async rethrows {
        while wakeNextDue(before: instant) != nil {
            try await settle()
        }
    }

    /// Moves the time to the earliest deadline not after `instant` and wakes the waits
    /// for it, returning their worker tasks; or, with none left, moves it to `instant`
    /// and returns nil.
    private func wakeNextDue(before instant: Instant) -> [PendingWork.Token]? {
        let due: [Sleeper]? = state.withLock { state in
            guard let next = state.sleepers.values.map(\.deadline).min(), next <= instant else {
                state.now = max(state.now, instant)
                return nil
            }
            state.now = max(state.now, next)
            let due = state.sleepers.filter { $0.value.deadline <= next }
            for id in due.keys { state.sleepers[id] = nil }
            return Array(due.values)
        }
        guard let due else { return nil }
        for sleeper in due {
            // Busy before it runs again, so that nothing waiting for it sees it idle.
            sleeper.task.map { $0.work.sleepEnded(in: $0.task) }
            sleeper.continuation.resume()
        }
        return due.compactMap(\.task)
    }
}
