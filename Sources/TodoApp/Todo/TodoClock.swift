import Foundation

/// Where the app gets the time: the system's, or a fixed one in tests. Actions are
/// given the time they happen at, so applying one never reads a clock.
public struct TodoClock: Sendable {
    public let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    public static let system = TodoClock { Date() }

    /// Always `date`.
    public static func fixed(_ date: Date) -> TodoClock {
        TodoClock { date }
    }
}
