/// Why the names screen did not start a game.
enum NamesProblem: Hashable, Sendable {
    /// The player's name is empty, or only spaces.
    case missingName(Player)
    /// Both players have the same name, so the game could not tell them apart.
    case sameName

    /// What the screen says.
    var message: String {
        switch self {
        case .missingName(let player):
            "Type a name for \(player.mark): the game says whose turn it is by name."
        case .sameName:
            "Give the players different names, so that the game can tell them apart."
        }
    }

    /// The field the problem is in, where the cursor goes.
    var field: Player {
        switch self {
        case .missingName(let player): player
        case .sameName: .o
        }
    }
}
