/// One of the two sides. X moves first.
enum Player: Hashable, Sendable, CaseIterable {
    case x
    case o

    /// What the player puts on the board: "X" or "O".
    var mark: String {
        switch self {
        case .x: "X"
        case .o: "O"
        }
    }

    /// The player who moves after this one.
    var opponent: Player {
        switch self {
        case .x: .o
        case .o: .x
        }
    }
}
