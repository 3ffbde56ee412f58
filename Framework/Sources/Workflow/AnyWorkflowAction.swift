/// A type-erased action, so that one sink can take actions of several kinds, and so that
/// small actions can be written as closures.
///
/// ```swift
/// let sink = context.makeSink(of: AnyWorkflowAction<Self>.self)
/// sink.send(AnyWorkflowAction { state in state.count += 1; return nil })
/// sink.send(AnyWorkflowAction(sendingOutput: .finished))
/// ```
public struct AnyWorkflowAction<WorkflowType: Workflow>: WorkflowAction {
    private let applyToState: (inout WorkflowType.State) -> WorkflowType.Output?

    /// The action this one wraps, for tests that want to look inside. A closure action
    /// is its own base.
    public let base: Any

    /// Wraps an action. Wrapping an `AnyWorkflowAction` does not nest it.
    public init<Action: WorkflowAction>(_ action: Action) where Action.WorkflowType == WorkflowType {
        if let erased = action as? AnyWorkflowAction<WorkflowType> {
            self = erased
        } else {
            self.applyToState = action.apply(toState:)
            self.base = action
        }
    }

    /// An action that runs the given closure on the state.
    public init(_ apply: @escaping (inout WorkflowType.State) -> WorkflowType.Output?) {
        self.applyToState = apply
        self.base = apply
    }

    /// An action that leaves the state alone and passes `output` to the parent.
    public init(sendingOutput output: WorkflowType.Output) {
        self.applyToState = { _ in output }
        self.base = SendingOutput(output: output)
    }

    /// An action that does nothing: no state change, no output.
    public static var noAction: AnyWorkflowAction<WorkflowType> {
        AnyWorkflowAction { _ in nil }
    }

    public func apply(toState state: inout WorkflowType.State) -> WorkflowType.Output? {
        applyToState(&state)
    }

    /// What `base` holds for `init(sendingOutput:)`.
    public struct SendingOutput {
        public let output: WorkflowType.Output
    }
}
