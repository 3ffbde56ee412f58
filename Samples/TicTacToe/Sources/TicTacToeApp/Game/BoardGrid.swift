import WorkflowUI

/// Draws a board as a grid of three-column squares: a mark on a taken square, and on a
/// free one the key that takes it, dimmed.
///
/// ```
///  1 │ 2 │ X
/// ───┼───┼───
///  4 │ O │ 6
/// ───┼───┼───
///  7 │ 8 │ 9
/// ```
struct BoardGrid {
    var board: Board
    /// The square under the cursor, in the theme's selection style.
    var cursor: BoardPosition?
    /// Squares whose marks stand out, in the theme's key style: a winning row.
    var highlighted: [BoardPosition] = []
    var theme: Theme

    /// The columns and rows the grid takes.
    static let size = Size(width: 11, height: 5)

    func draw(in canvas: Canvas) {
        for row in 0..<3 {
            if row > 0 { canvas.draw("───┼───┼───", at: Point(column: 0, row: row * 2 - 1)) }
            for column in 0..<3 {
                if column > 0 { canvas.draw("│", at: Point(column: column * 4 - 1, row: row * 2)) }
                draw(BoardPosition(row: row, column: column), in: canvas)
            }
        }
    }

    /// The square drawn at `point` of the grid (its three columns, not the lines
    /// between), if any: the square a click there means.
    static func position(at point: Point) -> BoardPosition? {
        guard point.row >= 0, point.row % 2 == 0, point.column >= 0, point.column % 4 != 3 else { return nil }
        let row = point.row / 2
        let column = point.column / 4
        guard row < 3, column < 3 else { return nil }
        return BoardPosition(row: row, column: column)
    }

    private func draw(_ position: BoardPosition, in canvas: Canvas) {
        let origin = Point(column: position.column * 4, row: position.row * 2)
        let text = board[position]?.mark ?? "\(position.number)"
        canvas.draw(" \(text) ", at: origin, style: style(of: position))
    }

    private func style(of position: BoardPosition) -> Style {
        var style: Style = board[position] == nil ? theme.muted : .bold
        if highlighted.contains(position) { style = theme.key }
        if position == cursor { style = theme.selection.adding(style.attributes) }
        return style
    }
}
