/// How a game ended.
enum GameOutcome: Hashable, Sendable {
    /// `player` has three in a row: `line`, from one end to the other.
    case won(by: Player, line: [BoardPosition])
    /// Every square is taken and nobody has three in a row.
    case draw
}
