import Workflow

extension WorkflowAction {
    /// A tester that applies actions of this type to `state`, one after another.
    ///
    /// ```swift
    /// CounterWorkflow.Action
    ///     .tester(withState: state)
    ///     .send(action: .increment)
    ///     .assert(state: expected)
    ///     .assertNoOutput()
    /// ```
    public static func tester(withState state: WorkflowType.State) -> WorkflowActionTester<WorkflowType, Self> {
        WorkflowActionTester(state: state, output: nil)
    }
}

/// Applies actions to a state, with no runtime, and checks the state and output.
public struct WorkflowActionTester<WorkflowType: Workflow, Action: WorkflowAction>: StateAndOutputAssertions
where Action.WorkflowType == WorkflowType {
    public let state: WorkflowType.State
    /// The output of the last action sent.
    public let output: WorkflowType.Output?

    /// Applies `action` to the state; the result holds the new state and this action's
    /// output.
    public func send(action: Action) -> WorkflowActionTester<WorkflowType, Action> {
        var newState = state
        let output = action.apply(toState: &newState)
        return WorkflowActionTester(state: newState, output: output)
    }
}
