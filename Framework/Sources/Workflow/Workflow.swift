/// A workflow turns state into a rendering, and events into new state and outputs.
///
/// Workflows are plain values describing *what* to run. The runtime keeps their state:
/// a workflow is rendered again on every pass, while its `State` lives as long as its
/// parent keeps rendering it with the same type and key.
///
/// ```swift
/// struct CounterWorkflow: Workflow {
///     func makeInitialState() -> Int { 0 }
///
///     enum Action: WorkflowAction {
///         typealias WorkflowType = CounterWorkflow
///         case increment
///         func apply(toState state: inout Int) -> Never? {
///             state += 1
///             return nil
///         }
///     }
///
///     func render(state: Int, context: RenderContext<Self>) -> CounterScreen {
///         let sink = context.makeSink(of: Action.self)
///         return CounterScreen(count: state, onIncrement: { sink.send(.increment) })
///     }
/// }
/// ```
public protocol Workflow: AnyWorkflowConvertible {
    /// What the runtime keeps for this workflow between renders.
    associatedtype State
    /// What this workflow tells its parent. `Never` when it has nothing to say.
    associatedtype Output = Never
    /// What `render` produces: usually a Screen.
    associatedtype Rendering

    /// The state of a workflow the first time its parent renders it.
    func makeInitialState() -> State

    /// Called when the parent renders this workflow again, with the value it rendered
    /// last time, so the state can follow new properties (props).
    func workflowDidChange(from previousWorkflow: Self, state: inout State)

    /// Builds the rendering for the current state. Children, workers and side effects
    /// rendered here stay alive until a render no longer includes them.
    @MainActor
    func render(state: State, context: RenderContext<Self>) -> Rendering
}

extension Workflow {
    public func workflowDidChange(from previousWorkflow: Self, state: inout State) {}
}

extension Workflow where State == Void {
    public func makeInitialState() -> State { () }
}

extension Workflow {
    public func asAnyWorkflow() -> AnyWorkflow<Rendering, Output> {
        AnyWorkflow(self)
    }
}
