/// One running workflow: its current value, its state, its children and side effects.
///
/// Nodes form the running tree. A node answers its workflow's render context, applies
/// actions sent to its sinks, and passes outputs to its parent through `emitOutput`.
@MainActor
final class WorkflowNode<WorkflowType: Workflow> {
    let key: String
    // The runtime's own properties are not checked for overlapping access at run time:
    // the checks were a fifth of the instructions of re-rendering 1,111 workflows, and
    // the runtime rules out overlap itself. Everything runs on the main actor, a send
    // while actions are applied is queued rather than applied inside the first, and
    // render runs with sends forbidden, so nothing reaches a node's state or children
    // while they are being changed.
    @exclusivity(unchecked) private(set) var workflow: WorkflowType
    @exclusivity(unchecked) private(set) var state: WorkflowType.State
    private unowned let runtime: WorkflowRuntime
    private let children = ChildWorkflows()
    private let sideEffects = SideEffects()
    /// Reused for every render pass, opened and closed around `render`.
    private let context = RenderContext<WorkflowType>()
    /// What this node's sinks hold on to.
    private let sinkRoute = SinkRoute<WorkflowType>()
    private(set) var isTornDown = false
    /// The parent node, told when this one must render again; nil for the root. A parent
    /// owns its children, so it outlives them.
    private unowned let parent: (any ChildNode)?
    /// The last rendering, given again while nothing it came from changed (partial
    /// rendering); nil before the first render or when the runtime renders every node.
    private var lastRendering: WorkflowType.Rendering?
    /// Whether something this node's rendering comes from changed since it was made: its
    /// state, its workflow's value, or a descendant's rendering.
    private var needsRender = true
    /// How many times this node's workflow has rendered, for tests and the debug tree.
    private(set) var renderCount = 0
    /// Whether two values of this workflow are the same child: `==` for an `Equatable`
    /// workflow; nil for any other, which renders whenever its parent does.
    private let isSameWorkflow: ((WorkflowType, WorkflowType) -> Bool)?

    /// Hands an output to the parent. Replaced on every parent render, because the
    /// parent's `mapOutput` closure may capture new values.
    var emitOutput: (WorkflowType.Output) -> Void

    init(
        workflow: WorkflowType, key: String, runtime: WorkflowRuntime, parent: (any ChildNode)?,
        emitOutput: @escaping (WorkflowType.Output) -> Void
    ) {
        self.workflow = workflow
        self.key = key
        self.runtime = runtime
        self.parent = parent
        self.emitOutput = emitOutput
        self.state = workflow.makeInitialState()
        isSameWorkflow = runtime.rendersOnlyChangedWorkflows ? sameWorkflowTest(WorkflowType.self) : nil
        sinkRoute.node = self
    }

    isolated deinit {
        sinkRoute.node = nil
    }

    /// The parent rendered this child again, possibly with new properties. With partial
    /// rendering, a value the same as the last (`==`) changes nothing, and
    /// `workflowDidChange` is not called for it.
    func update(workflow newWorkflow: WorkflowType) {
        if let isSameWorkflow, isSameWorkflow(workflow, newWorkflow) { return }
        let previous = workflow
        workflow = newWorkflow
        newWorkflow.workflowDidChange(from: previous, state: &state)
        needsRender = true
    }

    /// The node's rendering: its workflow's `render`, or, with partial rendering, the last
    /// one when neither its state, nor its workflow's value, nor any descendant changed.
    func render() -> WorkflowType.Rendering {
        if !needsRender, let lastRendering { return lastRendering }
        children.beginRenderPass()
        sideEffects.beginRenderPass()
        context.validate(with: self)
        let rendering = runtime.whileRendering {
            workflow.render(state: state, context: context)
        }
        context.invalidate()
        children.endRenderPass()
        sideEffects.endRenderPass()
        renderCount += 1
        if runtime.rendersOnlyChangedWorkflows {
            needsRender = false
            // Only a workflow that can tell its values apart can be given its last
            // rendering: any other renders whenever its parent does.
            if isSameWorkflow != nil { lastRendering = rendering }
        }
        return rendering
    }

    /// Something this node's rendering comes from changed: it, and every ancestor, whose
    /// renderings hold it, render at the next pass.
    func needsRendering() {
        guard !needsRender else { return }
        needsRender = true
        parent?.needsRendering()
    }

    /// Applies an action to the state and passes any output up.
    func apply<Action: WorkflowAction>(_ action: Action) where Action.WorkflowType == WorkflowType {
        guard !isTornDown else { return }
        if runtime.tracksStateChanges {
            let before = state
            let output = action.apply(toState: &state)
            if output != nil || !isUnchanged(before, state) {
                runtime.noteChange()
                needsRendering()
            }
            if let output { emitOutput(output) }
        } else {
            runtime.noteChange()
            needsRendering()
            if let output = action.apply(toState: &state) { emitOutput(output) }
        }
    }

    func tearDown() {
        guard !isTornDown else { return }
        isTornDown = true
        children.tearDownAll()
        sideEffects.endAll()
    }

    func snapshot() -> WorkflowTreeSnapshot {
        WorkflowTreeSnapshot(
            workflowType: WorkflowTreeSnapshot.name(of: WorkflowType.self),
            key: key,
            state: String(describing: state),
            renderCount: renderCount,
            children: children.snapshots()
        )
    }
}

extension WorkflowNode: RenderContextBackend {
    func render<Child: Workflow>(
        workflow child: Child,
        key: String,
        outputMap: @escaping (Child.Output) -> AnyWorkflowAction<WorkflowType>
    ) -> Child.Rendering {
        let node = children.node(for: child, key: key, parentType: WorkflowType.self) {
            WorkflowNode<Child>(workflow: child, key: key, runtime: runtime, parent: self, emitOutput: { _ in })
        }
        node.emitOutput = { [unowned self] output in self.apply(outputMap(output)) }
        return node.render()
    }

    func makeSink<Action: WorkflowAction>(of actionType: Action.Type) -> Sink<Action>
    where Action.WorkflowType == WorkflowType {
        let route = sinkRoute
        return Sink(target: route.target) { action in
            guard let node = route.node, !node.isTornDown else { return }
            node.runtime.enqueue { route.node?.apply(action) }
        }
    }

    func runSideEffect(key: AnyHashable, action: (Lifetime) -> Void) {
        sideEffects.run(key: key, workflowType: WorkflowType.self, action: action)
    }

    func startTask(named name: String, _ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        runtime.startTask(named: key.isEmpty ? name : "\(name) \"\(key)\"", operation)
    }
}

/// How to tell two values of `Workflow` apart, when it is `Equatable`.
private func sameWorkflowTest<Workflow>(_ type: Workflow.Type) -> ((Workflow, Workflow) -> Bool)? {
    guard type is any Equatable.Type else { return nil }
    return { isUnchanged($0, $1) }
}

/// Whether an action left the state as it was. Only `Equatable` states can say so;
/// any other state counts as changed.
private func isUnchanged<State>(_ before: State, _ after: State) -> Bool {
    guard let before = before as? any Equatable else { return false }
    return before.isEqual(to: after)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// How a node's sinks reach it, made once per node.
///
/// Sinks are made on every render. When each captured the node and the runtime weakly,
/// forming and dropping those weak references took a fifth of a render pass of 1,111
/// workflows, and any weak reference moves an object's reference counts to a side
/// table, where every retain and release of it takes the slow path (another fifth).
///
/// So the route holds the node unowned, which counts inline, and the node clears it in
/// its deinit. That deinit is isolated to the main actor, as is everything that holds
/// a node, so the last release runs it there and then: no sink can run between the
/// node going and the route forgetting it. Were that ever broken, reading the route
/// would stop the program rather than touch freed memory.
@MainActor
private final class SinkRoute<WorkflowType: Workflow> {
    /// The node until its deinit clears it; a sink of a node that is gone is dropped.
    unowned var node: WorkflowNode<WorkflowType>?
    /// What the node's sinks share, so that those made on different renders are equal.
    let target = SinkTarget()
}
