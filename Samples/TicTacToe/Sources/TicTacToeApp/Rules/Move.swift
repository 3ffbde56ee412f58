/// One move of a game: who marked which square.
struct Move: Hashable, Sendable {
    var player: Player
    var position: BoardPosition
}
