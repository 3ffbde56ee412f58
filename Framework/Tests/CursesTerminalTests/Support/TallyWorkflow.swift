import Workflow
import WorkflowUI

/// A count that `+` raises and `q` reports, for running a whole app on a pty. Its side
/// effect tells `onTornDown` when the host stops it.
struct TallyWorkflow: Workflow {
    var onTornDown: @MainActor () -> Void = {}

    typealias State = Int

    enum Output: Equatable {
        case done(count: Int)
    }

    func makeInitialState() -> Int { 0 }

    enum Action: WorkflowAction {
        typealias WorkflowType = TallyWorkflow
        case add
        case finish

        func apply(toState count: inout Int) -> Output? {
            switch self {
            case .add:
                count += 1
                return nil
            case .finish:
                return .done(count: count)
            }
        }
    }

    func render(state count: Int, context: RenderContext<TallyWorkflow>) -> TallyScreen {
        context.runSideEffect(key: "teardown") { [onTornDown] lifetime in
            lifetime.onEnded { onTornDown() }
        }
        let sink = context.makeSink(of: Action.self)
        return TallyScreen(count: count, onAdd: { sink.send(.add) }, onFinish: { sink.send(.finish) })
    }
}
