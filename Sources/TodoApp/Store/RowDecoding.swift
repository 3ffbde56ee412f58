import GRDB

/// Reads one kind of value from the current row of a statement.
protocol RowDecoding<Value>: SendableMetatype {
    associatedtype Value
    /// The columns ``decode(current:)`` expects, in order.
    static var selectedColumns: String { get }
    /// Decodes the current row of `statement`, which must select ``selectedColumns``.
    static func decode(current statement: SQLiteStatement) throws -> Value
}
