import Foundation
import Workflow

/// Asks for a name and greets whoever typed it.
struct GreetingWorkflow: Workflow {
    enum Output: Equatable {
        case greeted(name: String)
    }

    struct State: Equatable {
        var name = ""
        var greeting: String?
    }

    func makeInitialState() -> State { State() }

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = GreetingWorkflow

        case nameChanged(String)
        case greet

        func apply(toState state: inout State) -> Output? {
            switch self {
            case .nameChanged(let name):
                state.name = name
                return nil
            case .greet:
                let name = state.name.trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty else { return nil }
                state.greeting = "Hello, \(name)!"
                return .greeted(name: name)
            }
        }
    }

    func render(state: State, context: RenderContext<GreetingWorkflow>) -> GreetingScreen {
        let sink = context.makeSink(of: Action.self)
        return GreetingScreen(
            name: state.name,
            greeting: state.greeting,
            onNameChanged: { sink.send(.nameChanged($0)) },
            onGreet: { sink.send(.greet) }
        )
    }
}
