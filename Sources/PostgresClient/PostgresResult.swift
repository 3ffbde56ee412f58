import CLibpq
import Foundation

/// The rows a statement returned, read in PostgreSQL's text form and decoded on demand.
///
/// ```swift
/// let result = try connection.execute("SELECT id, title FROM todo_tui.todos WHERE list_id = $1", [list])
/// for row in 0..<result.count { print(result.string(row, 1)) }
/// ```
public final class PostgresResult: @unchecked Sendable {
    // Immutable once made: libpq's result is only read, from any thread.
    private let result: OpaquePointer
    private let pq: LibPQ

    init(_ result: OpaquePointer, _ pq: LibPQ) {
        self.result = result
        self.pq = pq
    }

    deinit {
        pq.clear(result)
    }

    /// How many rows came back.
    public var count: Int { Int(pq.ntuples(result)) }

    /// How many rows the statement changed (an `INSERT`, `UPDATE` or `DELETE`).
    public var changedRows: Int { pq.cmdTuples(result).flatMap { Int(String(cString: $0)) } ?? 0 }

    public func isNull(_ row: Int, _ column: Int) -> Bool {
        pq.getisnull(result, Int32(row), Int32(column)) != 0
    }

    /// The value's text, by its length: PostgreSQL text holds no U+0000, but the length
    /// is what libpq gives.
    public func string(_ row: Int, _ column: Int) -> String {
        let length = Int(pq.getlength(result, Int32(row), Int32(column)))
        guard let start = pq.getvalue(result, Int32(row), Int32(column)) else { return "" }
        return start.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
    }

    public func optionalString(_ row: Int, _ column: Int) -> String? {
        isNull(row, column) ? nil : string(row, column)
    }

    public func int(_ row: Int, _ column: Int) -> Int {
        guard let start = pq.getvalue(result, Int32(row), Int32(column)) else { return 0 }
        return strtol(start, nil, 10)
    }

    public func optionalInt(_ row: Int, _ column: Int) -> Int? {
        isNull(row, column) ? nil : int(row, column)
    }

    public func double(_ row: Int, _ column: Int) -> Double {
        guard let start = pq.getvalue(result, Int32(row), Int32(column)) else { return 0 }
        return strtod(start, nil)
    }

    public func optionalDouble(_ row: Int, _ column: Int) -> Double? {
        isNull(row, column) ? nil : double(row, column)
    }

    /// A `boolean` column: the server writes `t` or `f`.
    public func bool(_ row: Int, _ column: Int) -> Bool {
        pq.getvalue(result, Int32(row), Int32(column))?.pointee == UInt8(ascii: "t").asCChar
    }

    public func uuid(_ row: Int, _ column: Int) -> UUID? {
        UUID(uuidString: string(row, column))
    }
}

extension UInt8 {
    fileprivate var asCChar: CChar { CChar(bitPattern: self) }
}
