/// One game: the board, the moves in the order they were made, whose turn it is, and
/// how it ended. The rules live here, as a value, so that they are tested without
/// any workflow or view.
///
/// ```swift
/// var game = Game()
/// try game.mark(BoardPosition(number: 5)!)   // X takes the centre
/// game.turn                                  // .o
/// ```
struct Game: Hashable, Sendable {
    private(set) var board = Board()
    private(set) var moves: [Move] = []

    /// Whose move it is: X on the first move, then each in turn.
    var turn: Player {
        moves.count.isMultiple(of: 2) ? .x : .o
    }

    /// Won, drawn, or nil while the game goes on.
    var outcome: GameOutcome? { board.outcome }

    /// Marks `position` for the player whose turn it is; a square that is taken, or a
    /// game that is over, is refused and changes nothing.
    mutating func mark(_ position: BoardPosition) throws(MoveRefusal) {
        guard outcome == nil else { throw .gameOver }
        if let owner = board[position] { throw .taken(position, by: owner) }
        let player = turn
        board[position] = player
        moves.append(Move(player: player, position: position))
    }
}
