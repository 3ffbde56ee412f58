import GRDB

/// Reads one kind of value from the current row of a statement.
protocol RowDecoding<Value>: SendableMetatype {
    associatedtype Value
    /// The columns ``decode(current:)`` expects, in order.
    static var selectedColumns: String { get }
    /// Decodes the current row of `statement`, which must select ``selectedColumns``.
    static func decode(current statement: SQLiteStatement) throws -> Value
}

/// What rows are decoded into: an array of todos, or the list's ``TodoSummaries``.
protocol RowAccumulating {
    associatedtype Element
    init()
    mutating func reserveCapacity(_ count: Int)
    mutating func append(_ element: Element)
}

extension Array: RowAccumulating {}
extension ChunkedCollection: RowAccumulating {}
