import SplitScreenContainer
import Workflow

/// One game: the players take turns marking squares until one has three in a row or
/// the board is full. The game is this workflow's state; its screen is the board, with
/// the moves so far beside it on a wide terminal.
struct TakeTurnsWorkflow: Workflow {
    // MARK: Input and Output

    var players: Players

    enum Output: Equatable {
        /// The last move ended the game.
        case finished(GameOutcome)
    }

    // MARK: State and Initialization

    struct State: Equatable {
        var game = Game()
        /// Why the last square chosen was not marked, until one is.
        var refusal: MoveRefusal?
    }

    func makeInitialState() -> State { State() }

    // MARK: Actions

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = TakeTurnsWorkflow

        case mark(BoardPosition)

        func apply(toState state: inout State) -> Output? {
            switch self {
            case .mark(let position):
                do {
                    try state.game.mark(position)
                } catch {
                    state.refusal = error
                    return nil
                }
                state.refusal = nil
                return state.game.outcome.map(Output.finished)
            }
        }
    }

    // MARK: Rendering

    /// From this many columns, the moves are shown beside the board.
    static let splitWidth = 100

    func render(state: State, context: RenderContext<TakeTurnsWorkflow>) -> SplitScreen<GamePlayScreen, MovesScreen> {
        let sink = context.makeSink(of: Action.self)
        let game = state.game
        let board = GamePlayScreen(
            board: game.board,
            status: status(of: game),
            problem: state.refusal.map(message(for:)),
            winningLine: game.outcome?.winningLine ?? [],
            onMark: { sink.send(.mark($0)) }
        )
        return SplitScreen(
            leadingScreen: board,
            trailingScreen: MovesScreen(moves: game.moves, players: players),
            ratio: 0.6,
            minimumWidth: Self.splitWidth
        )
    }

    /// Whose turn it is, or how the game ended.
    private func status(of game: Game) -> String {
        switch game.outcome {
        case nil: "\(players[game.turn])'s turn (\(game.turn.mark))"
        case .won(let player, _)?: "\(players[player]) wins!"
        case .draw?: "It's a draw."
        }
    }

    private func message(for refusal: MoveRefusal) -> String {
        switch refusal {
        case .taken(let position, let player):
            "Square \(position.number) is taken by \(players.label(of: player)): pick another."
        case .gameOver:
            "The game is over."
        }
    }
}

extension GameOutcome {
    /// The three in a row, if there is one.
    fileprivate var winningLine: [BoardPosition] {
        if case .won(_, let line) = self { line } else { [] }
    }
}
