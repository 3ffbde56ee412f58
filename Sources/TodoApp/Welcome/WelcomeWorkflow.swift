import Foundation
import Workflow

/// Asks for a name and logs in with it.
struct WelcomeWorkflow: Workflow {
    // MARK: Input and Output

    enum Output: Equatable {
        /// The trimmed, non-empty name to log in as.
        case didLogIn(name: String)
        case quit
    }

    // MARK: State and Initialization

    struct State: Equatable {
        var name = ""
        /// Why the last attempt to log in was refused, until the name changes.
        var problem: String?
    }

    func makeInitialState() -> State { State() }

    // MARK: Actions

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = WelcomeWorkflow

        case nameChanged(String)
        case logIn
        /// Esc: clears a name typed, so that a second Esc quits; quits on an empty prompt.
        case escape

        func apply(toState state: inout State) -> Output? {
            switch self {
            case .nameChanged(let name):
                state.name = name
                state.problem = nil
                return nil
            case .logIn:
                let name = state.name.trimmingWhitespace()
                guard !name.isEmpty else {
                    state.problem = "Type a name to log in: it keeps your todos apart from everyone else's."
                    return nil
                }
                // The form is empty again when the user logs out and comes back.
                state = State()
                return .didLogIn(name: name)
            case .escape:
                guard state.name.isEmpty else {
                    state = State()
                    return nil
                }
                return .quit
            }
        }
    }

    // MARK: Rendering

    func render(state: State, context: RenderContext<WelcomeWorkflow>) -> WelcomeScreen {
        let sink = context.makeSink(of: Action.self)
        return WelcomeScreen(
            name: state.name,
            problem: state.problem,
            onNameChanged: { sink.send(.nameChanged($0)) },
            onLogIn: { sink.send(.logIn) },
            onEscape: { sink.send(.escape) }
        )
    }
}
