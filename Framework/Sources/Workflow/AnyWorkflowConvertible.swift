/// Anything that can stand in for a workflow: workflows themselves, `AnyWorkflow`, and
/// workers. It is what `rendered(in:key:)`, `mapOutput` and `mapRendering` hang off.
public protocol AnyWorkflowConvertible<Rendering, Output> {
    associatedtype Rendering
    associatedtype Output

    func asAnyWorkflow() -> AnyWorkflow<Rendering, Output>
}

extension AnyWorkflowConvertible {
    /// The same workflow, with every output passed through `transform`. Use it to turn a
    /// child's output into an action of the parent that renders it.
    ///
    /// The child keeps its identity: mapping does not change its type for the purpose of
    /// matching it between renders.
    public func mapOutput<NewOutput>(_ transform: @escaping (Output) -> NewOutput) -> AnyWorkflow<Rendering, NewOutput> {
        asAnyWorkflow().mapOutput(transform)
    }

    /// The same workflow, with its rendering passed through `transform`.
    public func mapRendering<NewRendering>(_ transform: @escaping (Rendering) -> NewRendering) -> AnyWorkflow<NewRendering, Output> {
        asAnyWorkflow().mapRendering(transform)
    }
}

extension AnyWorkflowConvertible where Output: WorkflowAction {
    /// Renders this workflow as a child of the workflow that owns `context`. Each output
    /// is applied to the parent as an action.
    ///
    /// A child is identified by its type and `key`: render it with the same pair on the
    /// next pass and its state carries over; leave it out and it is torn down.
    @MainActor
    public func rendered<Parent>(in context: RenderContext<Parent>, key: String = "") -> Rendering
    where Output.WorkflowType == Parent {
        asAnyWorkflow().render(in: context, key: key) { AnyWorkflowAction($0) }
    }
}

extension AnyWorkflowConvertible where Output == Never {
    /// Renders this workflow, which has no output, as a child of the workflow that owns
    /// `context`.
    @MainActor
    public func rendered<Parent>(in context: RenderContext<Parent>, key: String = "") -> Rendering {
        asAnyWorkflow().render(in: context, key: key) { (_: Never) -> AnyWorkflowAction<Parent> in }
    }
}

// A concrete workflow renders without being boxed in an `AnyWorkflow` first: these
// overloads are chosen over the ones above for `Workflow` types, and save an allocation
// per child per render.

extension Workflow where Output: WorkflowAction {
    @MainActor
    public func rendered<Parent>(in context: RenderContext<Parent>, key: String = "") -> Rendering
    where Output.WorkflowType == Parent {
        context.render(workflow: self, key: key) { AnyWorkflowAction($0) }
    }
}

extension Workflow where Output == Never {
    @MainActor
    public func rendered<Parent>(in context: RenderContext<Parent>, key: String = "") -> Rendering {
        context.render(workflow: self, key: key) { (_: Never) -> AnyWorkflowAction<Parent> in }
    }
}
