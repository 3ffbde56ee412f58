/// A change to a workflow's state, optionally producing an output for its parent.
///
/// Actions are values: they are easy to send, to log and to test on their own with
/// `WorkflowTesting`'s `tester(withState:)`.
public protocol WorkflowAction<WorkflowType> {
    associatedtype WorkflowType: Workflow

    /// Applies the change. Returning an output passes it to the parent (through the
    /// `mapOutput` the parent rendered this workflow with), or to the host's observers
    /// at the root.
    func apply(toState state: inout WorkflowType.State) -> WorkflowType.Output?
}
