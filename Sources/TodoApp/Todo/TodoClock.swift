import Foundation

/// Where the app gets the time: the system's, or a fixed one in tests. Actions are
/// given the time they happen at, so applying one never reads a clock.
///
/// It is also how the app waits for a moment to pass (the pause after the editor's last
/// change before its draft is kept), so that a harness replaying events as fast as it
/// can (the fuzzer) need not wait for real time.
///
/// ```swift
/// RootWorkflow(store: store, writer: writer, clock: .fixed(date))
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

    public static func == (left: TodoClock, right: TodoClock) -> Bool {
        left.identity === right.identity
    }

    public static let system = TodoClock { Date() }

    /// Always `date`; waits take real time.
    public static func fixed(_ date: Date) -> TodoClock {
        TodoClock { date }
    }
}
