/// A position on the terminal grid, counted in columns and rows from the top left.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var column: Int
    public var row: Int

    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }

    public static let zero = Point(column: 0, row: 0)

    public var description: String { "(\(column), \(row))" }
}

/// A size on the terminal grid. Widths are terminal columns, never characters.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public static let zero = Size(width: 0, height: 0)

    public var isEmpty: Bool { width == 0 || height == 0 }

    public var description: String { "\(width)x\(height)" }
}

/// A rectangle of cells. An empty rectangle is valid and draws nothing.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(column: Int, row: Int, width: Int, height: Int) {
        self.init(origin: Point(column: column, row: row), size: Size(width: width, height: height))
    }

    public init(size: Size) {
        self.init(origin: .zero, size: size)
    }

    public var minColumn: Int { origin.column }
    public var minRow: Int { origin.row }
    /// One past the last column inside the rectangle.
    public var maxColumn: Int { origin.column + size.width }
    /// One past the last row inside the rectangle.
    public var maxRow: Int { origin.row + size.height }
    public var width: Int { size.width }
    public var height: Int { size.height }
    public var isEmpty: Bool { size.isEmpty }

    public func contains(_ point: Point) -> Bool {
        point.column >= minColumn && point.column < maxColumn
            && point.row >= minRow && point.row < maxRow
    }

    /// The cells both rectangles cover; empty (at the clamped origin) when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(minColumn, other.minColumn)
        let top = max(minRow, other.minRow)
        let right = min(maxColumn, other.maxColumn)
        let bottom = min(maxRow, other.maxRow)
        return Rect(column: left, row: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// The rectangle moved by the given offset.
    public func offsetBy(columns: Int, rows: Int) -> Rect {
        Rect(column: minColumn + columns, row: minRow + rows, width: width, height: height)
    }

    /// The rectangle shrunk by the given number of cells on each side, never below empty.
    public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
        Rect(
            column: minColumn + left, row: minRow + top,
            width: width - left - right, height: height - top - bottom
        )
    }

    public var description: String { "\(origin) \(size)" }
}
