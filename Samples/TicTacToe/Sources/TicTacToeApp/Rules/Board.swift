/// The nine squares and the marks on them, and what they add up to: a winner with
/// three in a row, a draw on a full board, or neither yet.
///
/// ```swift
/// var board = Board()
/// board[BoardPosition(number: 5)!] = .x
/// board.outcome   // nil: the game goes on
/// ```
struct Board: Hashable, Sendable {
    /// The squares in reading order.
    private var marks: [Player?] = Array(repeating: nil, count: 9)

    /// The mark on a square, nil while it is free.
    subscript(position: BoardPosition) -> Player? {
        get { marks[position.number - 1] }
        set { marks[position.number - 1] = newValue }
    }

    /// Whether no square is free.
    var isFull: Bool { !marks.contains(nil) }

    /// Whether every square is free.
    var isEmpty: Bool { marks.allSatisfy { $0 == nil } }

    /// How the game stands: won, drawn, or nil while it goes on. A move that fills the
    /// board with three in a row wins: the row counts before the full board does.
    var outcome: GameOutcome? {
        for line in Self.lines {
            if let player = self[line[0]], line.allSatisfy({ self[$0] == player }) {
                return .won(by: player, line: line)
            }
        }
        return isFull ? .draw : nil
    }

    /// The eight ways to have three in a row: the rows, the columns and the diagonals.
    static let lines: [[BoardPosition]] = {
        let indices = [0, 1, 2]
        let rows = indices.map { row in indices.map { BoardPosition(row: row, column: $0) } }
        let columns = indices.map { column in indices.map { BoardPosition(row: $0, column: column) } }
        let diagonals = [
            indices.map { BoardPosition(row: $0, column: $0) },
            indices.map { BoardPosition(row: $0, column: 2 - $0) },
        ]
        return rows + columns + diagonals
    }()
}
