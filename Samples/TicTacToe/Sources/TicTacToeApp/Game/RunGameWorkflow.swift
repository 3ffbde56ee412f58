import AlertContainer
import BackStackContainer
import Workflow
import WorkflowUI

/// Games between two players, one after another. Each game is a `TakeTurnsWorkflow`;
/// this workflow asks before a game is abandoned, and says how each one ended, with
/// alerts over the board.
struct RunGameWorkflow: Workflow {
    // MARK: Input and Output

    var players: Players

    enum Output: Equatable {
        /// The players want to go back to their names: a game was quit, or one ended
        /// and they chose to change names.
        case backToNames
    }

    // MARK: State and Initialization

    struct State: Equatable {
        /// Counts the games: each number is a game of its own, so a new number starts
        /// a new board.
        var gameNumber = 1
        var step = Step.playing

        enum Step: Equatable {
            case playing
            /// Esc was pressed: quit this game?
            case confirmingQuit
            /// The game ended: play again, or change names?
            case over(GameOutcome)
        }
    }

    func makeInitialState() -> State { State() }

    // MARK: Actions

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = RunGameWorkflow

        case askToQuit
        case keepPlaying
        case quit
        case finished(GameOutcome)
        case playAgain
        case changeNames

        func apply(toState state: inout State) -> Output? {
            switch self {
            case .askToQuit:
                if state.step == .playing { state.step = .confirmingQuit }
            case .keepPlaying:
                state.step = .playing
            case .quit, .changeNames:
                return .backToNames
            case .finished(let outcome):
                state.step = .over(outcome)
            case .playAgain:
                state.gameNumber += 1
                state.step = .playing
            }
            return nil
        }
    }

    // MARK: Rendering

    func render(state: State, context: RenderContext<RunGameWorkflow>) -> BackStackScreen<AnyScreen>.Item {
        let sink = context.makeSink(of: Action.self)
        let game = TakeTurnsWorkflow(players: players)
            .mapOutput { output -> Action in
                switch output {
                case .finished(let outcome): .finished(outcome)
                }
            }
            .rendered(in: context, key: "\(state.gameNumber)")
        let bar = BarContent(
            title: "\(players.label(of: .x)) vs \(players.label(of: .o))",
            leftItem: .back(label: "Quit game", help: "quit this game (asks first)") { sink.send(.askToQuit) }
        )
        return BackStackScreen.Item(
            key: "game",
            screen: AlertContainerScreen(baseScreen: game, alert: alert(for: state.step, sink: sink)).asAnyScreen(),
            barVisibility: .visible(bar)
        )
    }

    private func alert(for step: State.Step, sink: Sink<Action>) -> Alert? {
        switch step {
        case .playing:
            return nil
        case .confirmingQuit:
            return Alert(
                title: "Quit this game?",
                message: "The board is cleared and you go back to the names.",
                actions: [
                    AlertAction(title: "Quit", key: .character("y"), style: .destructive) { sink.send(.quit) },
                    AlertAction(title: "Keep playing", key: .character("n"), style: .cancel) { sink.send(.keepPlaying) },
                ]
            )
        case .over(let outcome):
            return Alert(
                title: title(of: outcome),
                message: message(about: outcome),
                actions: [
                    AlertAction(title: "Play again", key: .enter) { sink.send(.playAgain) },
                    AlertAction(title: "Change names", key: .character("n")) { sink.send(.changeNames) },
                ]
            )
        }
    }

    private func title(of outcome: GameOutcome) -> String {
        switch outcome {
        case .won(let player, _): "\(players[player]) wins!"
        case .draw: "It's a draw."
        }
    }

    private func message(about outcome: GameOutcome) -> String {
        switch outcome {
        case .won(let player, _): "Three \(player.mark)s in a row."
        case .draw: "Every square is taken, and nobody has three in a row."
        }
    }
}
