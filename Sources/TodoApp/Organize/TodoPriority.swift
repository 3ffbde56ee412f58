/// How much a todo matters: none, or high, medium or low.
///
/// The list shows it as `!!!`, `!!` or `!` before the title, never by colour alone, and
/// `p` steps through the levels in the order people reach for them: none, high, medium,
/// low, none again.
public enum TodoPriority: Int, CaseIterable, Comparable, Hashable, Sendable {
    case none = 0
    case low = 1
    case medium = 2
    case high = 3

    public static func < (lhs: TodoPriority, rhs: TodoPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The level `p` sets next.
    public var next: TodoPriority {
        switch self {
        case .none: .high
        case .high: .medium
        case .medium: .low
        case .low: .none
        }
    }

    /// What the list shows: `!!!`, `!!`, `!`, or nothing.
    public var marker: String {
        String(repeating: "!", count: rawValue)
    }

    /// The word the command line and JSON use: high, medium, low or none.
    public var name: String {
        switch self {
        case .none: "none"
        case .low: "low"
        case .medium: "medium"
        case .high: "high"
        }
    }

    /// The priority named `name` (any case), or nil.
    public init?(name: String) {
        guard let priority = Self.allCases.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = priority
    }
}
