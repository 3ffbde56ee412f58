import Workflow

/// A count that goes up until the player says it is done.
struct TallyWorkflow: Workflow {
    // MARK: Input and Output

    enum Output: Equatable {
        case finished(count: Int)
    }

    // MARK: State and Initialization

    typealias State = Int

    func makeInitialState() -> Int { 0 }

    // MARK: Actions

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = TallyWorkflow

        case increment
        case finish

        func apply(toState count: inout Int) -> Output? {
            switch self {
            case .increment:
                count += 1
                return nil
            case .finish:
                return .finished(count: count)
            }
        }
    }

    // MARK: Rendering

    func render(state count: Int, context: RenderContext<TallyWorkflow>) -> Tally {
        let sink = context.makeSink(of: Action.self)
        return Tally(count: count, onIncrement: { sink.send(.increment) }, onFinish: { sink.send(.finish) })
    }
}

/// What `TallyWorkflow` renders: the count, and what the user can do with it.
struct Tally {
    var count: Int
    var onIncrement: () -> Void
    var onFinish: () -> Void
}
