import Workflow
import WorkflowUI

/// A count that `+` raises and `-` lowers; Enter reports it to the parent.
struct CounterWorkflow: Workflow {
    typealias State = Int

    enum Output: Equatable {
        case finished(at: Int)
    }

    func makeInitialState() -> Int { 0 }

    enum Action: WorkflowAction {
        typealias WorkflowType = CounterWorkflow
        case increment
        case decrement
        case finish

        func apply(toState count: inout Int) -> Output? {
            switch self {
            case .increment:
                count += 1
                return nil
            case .decrement:
                count -= 1
                return nil
            case .finish:
                return .finished(at: count)
            }
        }
    }

    func render(state count: Int, context: RenderContext<CounterWorkflow>) -> CounterScreen {
        let sink = context.makeSink(of: Action.self)
        return CounterScreen(
            count: count,
            onIncrement: { sink.send(.increment) },
            onDecrement: { sink.send(.decrement) },
            onFinish: { sink.send(.finish) }
        )
    }
}
