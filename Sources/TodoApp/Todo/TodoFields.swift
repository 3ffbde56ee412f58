/// Which parts of a todo a change touches, so that a write sets only those: two
/// instances editing different parts of one todo then both keep their change.
public struct TodoFields: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let title = TodoFields(rawValue: 1 << 0)
    public static let note = TodoFields(rawValue: 1 << 1)
    public static let isDone = TodoFields(rawValue: 1 << 2)
    public static let position = TodoFields(rawValue: 1 << 3)
}
