import Foundation
import Workflow

/// Asks who plays X and who plays O, and starts a game with them. The names stay, so
/// that going back from a game shows them again.
struct NamesWorkflow: Workflow {
    // MARK: Input and Output

    enum Output: Equatable {
        /// Both names are there and differ: play.
        case start(Players)
        /// The player asked to leave the app.
        case quit
    }

    // MARK: State and Initialization

    struct State: Equatable {
        var x = ""
        var o = ""
        /// Why the last start was refused, until a name changes.
        var problem: NamesProblem?

        subscript(player: Player) -> String {
            get { player == .x ? x : o }
            set { if player == .x { x = newValue } else { o = newValue } }
        }
    }

    func makeInitialState() -> State { State() }

    // MARK: Actions

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = NamesWorkflow

        case nameChanged(Player, String)
        case start
        case quit

        func apply(toState state: inout State) -> Output? {
            switch self {
            case .nameChanged(let player, let name):
                state[player] = name
                state.problem = nil
                return nil
            case .start:
                let players = Players(x: Self.trimmed(state.x), o: Self.trimmed(state.o))
                state.problem = Self.problem(with: players)
                return state.problem == nil ? .start(players) : nil
            case .quit:
                return .quit
            }
        }

        private static func trimmed(_ name: String) -> String {
            name.trimmingCharacters(in: .whitespacesAndNewlines)
        }

        /// The first thing that keeps these players from starting, if any.
        private static func problem(with players: Players) -> NamesProblem? {
            if let player = Player.allCases.first(where: { players[$0].isEmpty }) { return .missingName(player) }
            if players.x.localizedCaseInsensitiveCompare(players.o) == .orderedSame { return .sameName }
            return nil
        }
    }

    // MARK: Rendering

    func render(state: State, context: RenderContext<NamesWorkflow>) -> NamesScreen {
        let sink = context.makeSink(of: Action.self)
        return NamesScreen(
            x: state.x,
            o: state.o,
            problem: state.problem,
            onNameChanged: { sink.send(.nameChanged($0, $1)) },
            onStart: { sink.send(.start) },
            onQuit: { sink.send(.quit) }
        )
    }
}
