import Foundation

/// Where the app gets the time: the system's, or a fixed one in tests. Actions are
/// given the time they happen at, so applying one never reads a clock.
///
/// It is also how the app waits for a moment to pass (the pause after the editor's last
/// change before its draft is kept, the wait before a failed read is tried again, the
/// look for other programs' changes to a store that cannot say), so that a harness
/// replaying events as fast as it can (the fuzzer) need not wait for real time, and a
/// test moves a `TestClock` on instead of waiting.
///
/// ```swift
/// RootWorkflow(store: store, writer: writer, clock: .fixed(date))
/// RootWorkflow(store: store, writer: writer, clock: TodoClock(now: { date }, waitingOn: testClock))
/// ```
///
/// Two clocks are equal when they are the same one, made once and passed on: a workflow
/// given the clock it had is unchanged (see Workflow's partial rendering).
public struct TodoClock: Sendable, Equatable {
    public let now: @Sendable () -> Date
    /// Returns once `duration` has passed, or at once when the wait is cancelled.
    public let sleep: @Sendable (Duration) async -> Void
    private let identity = Identity()

    private final class Identity: Sendable {}

    public init(
        now: @escaping @Sendable () -> Date,
        sleep: @escaping @Sendable (Duration) async -> Void = { try? await Task.sleep(for: $0) }
    ) {
        self.now = now
        self.sleep = sleep
    }

    /// The time from `now`, and waits on `clock`: the system's, or a test's.
    public init(now: @escaping @Sendable () -> Date, waitingOn clock: any Clock<Duration>) {
        self.init(now: now, sleep: { try? await clock.sleep(for: $0) })
    }

    public static func == (left: TodoClock, right: TodoClock) -> Bool {
        left.identity === right.identity
    }

    public static let system = TodoClock { Date() }

    /// Always `date`; waits take real time.
    public static func fixed(_ date: Date) -> TodoClock {
        TodoClock { date }
    }
}
