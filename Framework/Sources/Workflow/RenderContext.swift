/// What a workflow's `render` uses to reach the runtime: to make sinks, render
/// children, run workers and side effects.
///
/// A context is valid only while `render(state:context:)` runs. To act later (on a key
/// press, a timer, a result), make a sink during render and send to it then.
@MainActor
public final class RenderContext<WorkflowType: Workflow> {
    private var backend: (any RenderContextBackend<WorkflowType>)?

    package init(backend: any RenderContextBackend<WorkflowType>) {
        self.backend = backend
    }

    /// A context that answers nothing until `validate(with:)`: the runtime keeps one per
    /// running workflow and opens it for each render pass.
    init() {}

    /// Opens the context for a render pass.
    func validate(with backend: any RenderContextBackend<WorkflowType>) {
        self.backend = backend
    }

    /// Ends this context's render pass: any later use is a programmer error.
    package func invalidate() {
        backend = nil
    }

    private var validBackend: any RenderContextBackend<WorkflowType> {
        guard let backend else {
            fatalError(
                "RenderContext<\(WorkflowType.self)> was used after render(state:context:) returned. "
                    + "Use the context only inside render; to act later, make a sink during render and send to it."
            )
        }
        return backend
    }

    /// A sink that applies each action it is sent to this workflow's state.
    ///
    /// Sinks from older renderings keep working while this workflow runs; once it has
    /// been torn down, what they are sent is dropped.
    public func makeSink<Action: WorkflowAction>(of actionType: Action.Type) -> Sink<Action>
    where Action.WorkflowType == WorkflowType {
        validBackend.makeSink(of: actionType)
    }

    /// A sink that passes each value to this workflow's parent as its output.
    public func makeOutputSink() -> Sink<WorkflowType.Output> {
        makeSink(of: AnyWorkflowAction<WorkflowType>.self).contraMap { AnyWorkflowAction(sendingOutput: $0) }
    }

    /// Runs `action` the first time a render includes `key`, handing it a lifetime that
    /// ends when a later render leaves the key out or the workflow is torn down.
    ///
    /// Use it to start and stop something for as long as a workflow asks for it (a
    /// subscription, a timer); for a piece of async work that produces a value, use a
    /// `Worker`.
    public func runSideEffect(key: AnyHashable, action: (_ lifetime: Lifetime) -> Void) {
        validBackend.runSideEffect(key: key, action: action)
    }

    /// Starts a task that the host knows about, so `WorkflowHost.stop()` can wait for it,
    /// and `WorkflowHost.settle()` name it while it is busy. What workers run in.
    package func startTask(named name: String, _ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        validBackend.startTask(named: name, operation)
    }

    /// Renders a child: the primitive under `rendered(in:key:)`.
    func render<Child: Workflow>(
        workflow: Child,
        key: String,
        outputMap: @escaping (Child.Output) -> AnyWorkflowAction<WorkflowType>
    ) -> Child.Rendering {
        validBackend.render(workflow: workflow, key: key, outputMap: outputMap)
    }
}

/// What actually answers a render context: the runtime's node for real runs, a
/// recording stand-in for `WorkflowTesting`'s render tester.
@MainActor
package protocol RenderContextBackend<WorkflowType>: AnyObject {
    associatedtype WorkflowType: Workflow

    func render<Child: Workflow>(
        workflow: Child,
        key: String,
        outputMap: @escaping (Child.Output) -> AnyWorkflowAction<WorkflowType>
    ) -> Child.Rendering

    func makeSink<Action: WorkflowAction>(of actionType: Action.Type) -> Sink<Action>
    where Action.WorkflowType == WorkflowType

    func runSideEffect(key: AnyHashable, action: (Lifetime) -> Void)

    func startTask(named name: String, _ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never>
}
