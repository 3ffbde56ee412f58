/// A type-erased workflow with a given rendering and output.
///
/// It remembers the concrete workflow inside, so two renders of an `AnyWorkflow` wrapping
/// the same type at the same key reach the same running child.
public struct AnyWorkflow<Rendering, Output>: AnyWorkflowConvertible {
    private let storage: AnyWorkflowStorage<Rendering, Output>

    public init<W: Workflow>(_ workflow: W) where W.Rendering == Rendering, W.Output == Output {
        self.storage = WorkflowStorage(workflow: workflow, transformRendering: { $0 }, transformOutput: { $0 })
    }

    private init(storage: AnyWorkflowStorage<Rendering, Output>) {
        self.storage = storage
    }

    /// The concrete workflow inside.
    public var base: any Workflow { storage.base }

    /// The type of the concrete workflow inside: the type that identifies it as a child.
    public var workflowType: any Workflow.Type { type(of: storage.base) }

    public func asAnyWorkflow() -> AnyWorkflow<Rendering, Output> { self }

    public func mapOutput<NewOutput>(_ transform: @escaping (Output) -> NewOutput) -> AnyWorkflow<Rendering, NewOutput> {
        AnyWorkflow<Rendering, NewOutput>(storage: storage.mapOutput(transform))
    }

    public func mapRendering<NewRendering>(_ transform: @escaping (Rendering) -> NewRendering) -> AnyWorkflow<NewRendering, Output> {
        AnyWorkflow<NewRendering, Output>(storage: storage.mapRendering(transform))
    }

    @MainActor
    func render<Parent>(
        in context: RenderContext<Parent>,
        key: String,
        outputMap: @escaping (Output) -> AnyWorkflowAction<Parent>
    ) -> Rendering {
        storage.render(in: context, key: key, outputMap: outputMap)
    }
}

/// The erased box. A class hierarchy (rather than closures) keeps the concrete workflow
/// type available as a generic parameter when the child is rendered.
class AnyWorkflowStorage<Rendering, Output> {
    var base: any Workflow { fatalError("abstract") }

    func mapOutput<NewOutput>(_ transform: @escaping (Output) -> NewOutput) -> AnyWorkflowStorage<Rendering, NewOutput> {
        fatalError("abstract")
    }

    func mapRendering<NewRendering>(_ transform: @escaping (Rendering) -> NewRendering) -> AnyWorkflowStorage<NewRendering, Output> {
        fatalError("abstract")
    }

    @MainActor
    func render<Parent>(
        in context: RenderContext<Parent>,
        key: String,
        outputMap: @escaping (Output) -> AnyWorkflowAction<Parent>
    ) -> Rendering {
        fatalError("abstract")
    }
}

final class WorkflowStorage<W: Workflow, Rendering, Output>: AnyWorkflowStorage<Rendering, Output> {
    let workflow: W
    let transformRendering: (W.Rendering) -> Rendering
    let transformOutput: (W.Output) -> Output

    init(workflow: W, transformRendering: @escaping (W.Rendering) -> Rendering, transformOutput: @escaping (W.Output) -> Output) {
        self.workflow = workflow
        self.transformRendering = transformRendering
        self.transformOutput = transformOutput
    }

    override var base: any Workflow { workflow }

    override func mapOutput<NewOutput>(_ transform: @escaping (Output) -> NewOutput) -> AnyWorkflowStorage<Rendering, NewOutput> {
        let transformOutput = self.transformOutput
        return WorkflowStorage<W, Rendering, NewOutput>(
            workflow: workflow,
            transformRendering: transformRendering,
            transformOutput: { transform(transformOutput($0)) }
        )
    }

    override func mapRendering<NewRendering>(_ transform: @escaping (Rendering) -> NewRendering) -> AnyWorkflowStorage<NewRendering, Output> {
        let transformRendering = self.transformRendering
        return WorkflowStorage<W, NewRendering, Output>(
            workflow: workflow,
            transformRendering: { transform(transformRendering($0)) },
            transformOutput: transformOutput
        )
    }

    @MainActor
    override func render<Parent>(
        in context: RenderContext<Parent>,
        key: String,
        outputMap: @escaping (Output) -> AnyWorkflowAction<Parent>
    ) -> Rendering {
        let transformOutput = self.transformOutput
        let rendering = context.render(workflow: workflow, key: key) { outputMap(transformOutput($0)) }
        return transformRendering(rendering)
    }
}
