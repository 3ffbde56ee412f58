/// Who plays which side: the names the players typed, trimmed and not empty.
struct Players: Hashable, Sendable {
    var x: String
    var o: String

    subscript(player: Player) -> String {
        switch player {
        case .x: x
        case .o: o
        }
    }

    /// A player's name and mark, as the game names them: "Ada (X)".
    func label(of player: Player) -> String {
        "\(self[player]) (\(player.mark))"
    }
}
