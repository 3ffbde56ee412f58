import WorkflowUI

/// The board, whose turn it is (or how the game ended), and why the last square chosen
/// was refused.
struct GamePlayScreen: Screen {
    var board: Board
    var status: String
    var problem: String?
    /// The three in a row of a won game, to pick out; empty otherwise.
    var winningLine: [BoardPosition]
    var onMark: (BoardPosition) -> Void

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        GamePlayView.description(for: self, environment: environment)
    }
}
