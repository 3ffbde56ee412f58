/// Splits a rectangle into rows or columns by constraints: the one place where views
/// and containers do rectangle arithmetic, so that each says what it wants rather
/// than how to compute it.
///
/// ```swift
/// override func draw(in canvas: Canvas) {
///     let parts = Layout.rows(.length(1), .fill(), .length(1)).split(canvas.bounds)
///     HeaderBar(title: title).draw(in: canvas.region(parts[0]))
///     content.render(in: canvas.region(parts[1]))
///     KeyHintBar(hints: activeKeyHints).draw(in: canvas.region(parts[2]))
/// }
/// ```
///
/// There is one segment per constraint, in order from the top (rows) or the left
/// (columns), `spacing` cells apart, each spanning the rectangle's other direction.
/// Segments never overlap and never leave the rectangle: when the constraints ask for
/// more than there is, they shrink in the order `Constraint` describes, down to empty
/// segments (never negative ones) on a rectangle too small for anything. Cells nobody
/// claims are left after the last segment. Spacing shrinks only when the rectangle
/// cannot hold the gaps themselves.
///
/// A layout is a plain value and `split` a pure function of the rectangle, so the
/// same layout can be kept in a constant and used for every frame.
public struct Layout: Hashable, Sendable {
    /// Which way the segments follow one another.
    public enum Direction: Hashable, Sendable {
        /// Rows, top to bottom; the constraints are heights.
        case vertical
        /// Columns, left to right; the constraints are widths.
        case horizontal
    }

    public var direction: Direction
    public var constraints: [Constraint]
    /// Cells left blank between two segments; negative counts as zero.
    public var spacing: Int

    public init(direction: Direction, constraints: [Constraint], spacing: Int = 0) {
        self.direction = direction
        self.constraints = constraints
        self.spacing = spacing
    }

    /// Rows, top to bottom: `Layout.rows(.length(1), .fill())` is a one-row header
    /// over the rest.
    public static func rows(_ constraints: Constraint..., spacing: Int = 0) -> Layout {
        Layout(direction: .vertical, constraints: constraints, spacing: spacing)
    }

    /// Columns, left to right: `Layout.columns(.percentage(30), .length(1), .fill())`
    /// is a sidebar, a one-column separator and the rest.
    public static func columns(_ constraints: Constraint..., spacing: Int = 0) -> Layout {
        Layout(direction: .horizontal, constraints: constraints, spacing: spacing)
    }

    /// The segments of `rect`, one per constraint, in order.
    ///
    /// ```swift
    /// Layout.columns(.length(10), .fill()).split(Rect(column: 0, row: 0, width: 40, height: 5))
    /// // [(0, 0) 10x5, (10, 0) 30x5]
    /// ```
    public func split(_ rect: Rect) -> [Rect] {
        let isVertical = direction == .vertical
        let lengths = LayoutSolver(constraints: constraints, spacing: spacing)
            .lengths(splitting: isVertical ? rect.height : rect.width)
        var offset = isVertical ? rect.minRow : rect.minColumn
        return lengths.map { length in
            defer { offset += length.size + length.gapAfter }
            return isVertical
                ? Rect(column: rect.minColumn, row: offset, width: rect.width, height: length.size)
                : Rect(column: offset, row: rect.minRow, width: length.size, height: rect.height)
        }
    }
}
