import BackStackContainer
import Workflow
import WorkflowUI

/// The whole game: the players' names, and once they are in, games between them on
/// top of the names, which Esc (and a question) goes back to.
///
/// ```swift
/// MainQueueLoop.run { await TerminalApp.run { _ in TicTacToeWorkflow() } onOutput: { _ in .stop(status: 0) } }
/// ```
public struct TicTacToeWorkflow: Workflow {
    // MARK: Input and Output

    public init() {}

    public enum Output: Equatable {
        /// The players asked to leave.
        case quit
    }

    // MARK: State and Initialization

    public struct State: Equatable {
        /// Who is playing, once the names are in; nil on the names screen.
        var players: Players?
    }

    public func makeInitialState() -> State { State() }

    // MARK: Actions

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = TicTacToeWorkflow

        case start(Players)
        case backToNames
        case quit

        func apply(toState state: inout State) -> Output? {
            switch self {
            case .start(let players):
                state.players = players
            case .backToNames:
                state.players = nil
            case .quit:
                return .quit
            }
            return nil
        }
    }

    // MARK: Rendering

    public func render(state: State, context: RenderContext<TicTacToeWorkflow>) -> BackStackScreen<AnyScreen> {
        let names = NamesWorkflow()
            .mapOutput { output -> Action in
                switch output {
                case .start(let players): .start(players)
                case .quit: .quit
                }
            }
            .rendered(in: context)
        var items = [BackStackScreen<AnyScreen>.Item(key: "names", screen: names.asAnyScreen())]
        if let players = state.players {
            items.append(RunGameWorkflow(players: players)
                .mapOutput { output -> Action in
                    switch output {
                    case .backToNames: .backToNames
                    }
                }
                .rendered(in: context))
        }
        return BackStackScreen(items: items)
    }
}
