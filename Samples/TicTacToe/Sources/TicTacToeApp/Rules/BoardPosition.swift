/// A square of the board: its row and column from the top left, each 0, 1 or 2.
///
/// The keys 1 to 9 name the squares in reading order, as on a phone's keypad:
///
/// ```
///  1 │ 2 │ 3
/// ───┼───┼───
///  4 │ 5 │ 6
/// ───┼───┼───
///  7 │ 8 │ 9
/// ```
struct BoardPosition: Hashable, Sendable {
    let row: Int
    let column: Int

    /// The square at `row` and `column`, each 0 to 2; anything else is a programmer error.
    init(row: Int, column: Int) {
        precondition((0..<3).contains(row) && (0..<3).contains(column), "A board has rows and columns 0 to 2, not (\(row), \(column)).")
        self.row = row
        self.column = column
    }

    /// The square a key from 1 to 9 names; nil for any other number.
    init?(number: Int) {
        guard (1...9).contains(number) else { return nil }
        self.init(row: (number - 1) / 3, column: (number - 1) % 3)
    }

    /// The key that names this square: 1 top left, 3 top right, 9 bottom right.
    var number: Int { row * 3 + column + 1 }

    /// Every square, in reading order.
    static let all: [BoardPosition] = (1...9).compactMap(BoardPosition.init(number:))

    /// The centre square, where a cursor starts.
    static let centre = BoardPosition(row: 1, column: 1)

    /// Which way a cursor moves.
    enum Step: Hashable, Sendable, CaseIterable {
        case up, down, left, right
    }

    /// The square next to this one in the direction of `step`; this one at the edge.
    func moved(_ step: Step) -> BoardPosition {
        switch step {
        case .up: BoardPosition(row: max(row - 1, 0), column: column)
        case .down: BoardPosition(row: min(row + 1, 2), column: column)
        case .left: BoardPosition(row: row, column: max(column - 1, 0))
        case .right: BoardPosition(row: row, column: min(column + 1, 2))
        }
    }

    /// Where the square is, in words: "top left", "centre", "bottom right".
    var name: String {
        let rows = ["top", "middle", "bottom"]
        let columns = ["left", "middle", "right"]
        switch (row, column) {
        case (1, 1): return "centre"
        case (_, 1): return rows[row]
        case (1, _): return columns[column]
        default: return "\(rows[row]) \(columns[column])"
        }
    }
}
