import Foundation
import Workflow

/// Asks for a name and logs in with it, offering the names that have lists as one is typed.
struct WelcomeWorkflow: Workflow {
    // MARK: Input and Output

    /// Where the names that have lists are read from.
    let store: any TodoStore
    /// Carries the changes of the list last left, which the names are read after.
    let writer: TodoWriter
    /// Whether the prompt is on screen rather than under a list: the names are read each
    /// time it comes back, since a list may have been started meanwhile.
    var isShown = true

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
        /// The names that have lists, once read.
        var knownNames: [String] = []
    }

    func makeInitialState() -> State { State() }

    // MARK: Actions

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = WelcomeWorkflow

        case nameChanged(String)
        case logIn
        /// Esc: clears a name typed, so that a second Esc quits; quits on an empty prompt.
        case escape
        /// Tab: the name becomes the first name offered.
        case complete
        case namesRead([String])

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
                state.name = ""
                state.problem = nil
                return .didLogIn(name: name)
            case .escape:
                guard state.name.isEmpty else {
                    state.name = ""
                    state.problem = nil
                    return nil
                }
                return .quit
            case .complete:
                if let completion = NameSuggestions(typed: state.name, among: state.knownNames).completion {
                    state.name = completion
                    state.problem = nil
                }
                return nil
            case .namesRead(let names):
                state.knownNames = names
                return nil
            }
        }
    }

    // MARK: Rendering

    func render(state: State, context: RenderContext<WelcomeWorkflow>) -> WelcomeScreen {
        if isShown {
            KnownNamesWorker(store: store, writer: writer)
                .mapOutput { Action.namesRead($0) }
                .running(in: context, key: "names")
        }
        let sink = context.makeSink(of: Action.self)
        let suggestions = NameSuggestions(typed: state.name, among: state.knownNames)
        return WelcomeScreen(
            name: state.name,
            namesLists: store.namesLists,
            problem: state.problem,
            suggestions: suggestions.names,
            completion: suggestions.completion,
            onNameChanged: { sink.send(.nameChanged($0)) },
            onLogIn: { sink.send(.logIn) },
            onEscape: { sink.send(.escape) },
            onComplete: { sink.send(.complete) }
        )
    }
}

extension WelcomeWorkflow: Equatable {
    /// The same prompt over the same store: a key in the list over it leaves it as it was,
    /// and it is not rendered again.
    static func == (left: Self, right: Self) -> Bool {
        left.isShown == right.isShown && left.writer === right.writer && isSameStore(left.store, right.store)
    }
}
