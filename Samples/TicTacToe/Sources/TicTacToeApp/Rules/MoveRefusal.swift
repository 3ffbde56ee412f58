/// Why a square cannot be marked.
enum MoveRefusal: Error, Hashable, Sendable {
    /// `player` has the square already.
    case taken(BoardPosition, by: Player)
    /// The game has ended: nobody moves any more.
    case gameOver
}
