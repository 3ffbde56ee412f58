import Workflow

/// A counter whose rendering exposes its state and a way to change it.
struct CounterWorkflow: Workflow {
    var step = 1

    struct State: Equatable {
        var count = 0
        var previousStep: Int?
    }

    enum Output: Equatable {
        case reached(Int)
    }

    struct Rendering {
        var count: Int
        var previousStep: Int?
        var increment: () -> Void
        var setCount: (Int) -> Void
        var sink: Sink<Action>
    }

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = CounterWorkflow
        case increment(by: Int)
        case set(Int)
        case announce

        func apply(toState state: inout State) -> Output? {
            switch self {
            case .increment(let step):
                state.count += step
                return nil
            case .set(let value):
                state.count = value
                return nil
            case .announce:
                return .reached(state.count)
            }
        }
    }

    func makeInitialState() -> State { State() }

    func workflowDidChange(from previousWorkflow: CounterWorkflow, state: inout State) {
        state.previousStep = previousWorkflow.step
    }

    func render(state: State, context: RenderContext<CounterWorkflow>) -> Rendering {
        let sink = context.makeSink(of: Action.self)
        let step = self.step
        return Rendering(
            count: state.count,
            previousStep: state.previousStep,
            increment: { sink.send(.increment(by: step)) },
            setCount: { sink.send(.set($0)) },
            sink: sink
        )
    }
}

/// Renders the children it is told to, by key, and records their outputs.
struct ParentWorkflow: Workflow {
    var childKeys: [String] = [""]
    var childStep = 1

    struct State {
        var announced: [Int] = []
    }

    struct Rendering {
        var children: [String: CounterWorkflow.Rendering]
        var announced: [Int]
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<ParentWorkflow>) -> Rendering {
        var children: [String: CounterWorkflow.Rendering] = [:]
        for key in childKeys {
            children[key] = CounterWorkflow(step: childStep)
                .mapOutput { output -> AnyWorkflowAction<ParentWorkflow> in
                    AnyWorkflowAction { state in
                        if case .reached(let value) = output { state.announced.append(value) }
                        return nil
                    }
                }
                .rendered(in: context, key: key)
        }
        return Rendering(children: children, announced: state.announced)
    }
}
