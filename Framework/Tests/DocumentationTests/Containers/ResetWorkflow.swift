import AlertContainer
import Workflow
import WorkflowUI

/// A count that `r` resets, once the user has said yes.
struct ResetWorkflow: Workflow {
    struct State: Equatable {
        var count = 3
        var isAskingToReset = false
    }

    func makeInitialState() -> State { State() }

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = ResetWorkflow

        case askToReset
        case reset
        case keep

        func apply(toState state: inout State) -> Never? {
            switch self {
            case .askToReset: state.isAskingToReset = true
            case .reset: state = State(count: 0)
            case .keep: state.isAskingToReset = false
            }
            return nil
        }
    }

    func render(state: State, context: RenderContext<ResetWorkflow>) -> AlertContainerScreen<NoteScreen> {
        let sink = context.makeSink(of: Action.self)
        let count = NoteScreen(text: "Count: \(state.count)", key: .character("r"), keyTitle: "reset") {
            sink.send(.askToReset)
        }
        return AlertContainerScreen(baseScreen: count, alert: state.isAskingToReset ? resetQuestion(sink: sink) : nil)
    }

    private func resetQuestion(sink: Sink<Action>) -> Alert {
        Alert(
            title: "Reset the count?",
            message: "It goes back to 0.",
            actions: [
                AlertAction(title: "Reset", key: .character("y"), style: .destructive) { sink.send(.reset) },
                AlertAction(title: "Keep", key: .character("n"), style: .cancel) { sink.send(.keep) },
            ]
        )
    }
}
