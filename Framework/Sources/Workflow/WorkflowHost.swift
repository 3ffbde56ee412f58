/// Runs a tree of workflows: keeps their state, re-renders after every action, and
/// publishes the root rendering and the root's outputs.
///
/// ```swift
/// let host = WorkflowHost(workflow: RootWorkflow())
/// host.observeRenderings { screen in show(screen) }
/// host.observeOutputs { output in handle(output) }
/// show(host.rendering)
/// ```
///
/// Each action is handled on its own: it is applied, its outputs are passed up through
/// the parents, the tree renders once (a workflow nothing changed for gives its last
/// rendering again: ``Configuration/rendersOnlyChangedWorkflows``), the new rendering is
/// published, and then any output of the root reaches the output observers.
@MainActor
public final class WorkflowHost<WorkflowType: Workflow> {
    public struct Configuration: Sendable {
        /// Skip the render after an action that produced no output and left an
        /// `Equatable` state equal to what it was. States that are not `Equatable` always
        /// render.
        public var skipsRenderWhenStateIsUnchanged: Bool

        /// Render again only the workflows something changed for: a child whose
        /// workflow is `Equatable`, given a value equal (`==`) to its last, and whose state
        /// and descendants did not change since, gives its last rendering again without
        /// its `render` running, nor its `workflowDidChange`. On by default; see
        /// <doc:PartialRendering>.
        public var rendersOnlyChangedWorkflows: Bool

        public init(skipsRenderWhenStateIsUnchanged: Bool = false, rendersOnlyChangedWorkflows: Bool = true) {
            self.skipsRenderWhenStateIsUnchanged = skipsRenderWhenStateIsUnchanged
            self.rendersOnlyChangedWorkflows = rendersOnlyChangedWorkflows
        }
    }

    /// The latest rendering of the root workflow.
    public private(set) var rendering: WorkflowType.Rendering

    private let runtime: WorkflowRuntime
    private let rootNode: WorkflowNode<WorkflowType>
    // Called in the order they were added, after every action: kept in that order, so
    // that nothing is sorted on the way from a key to its frame.
    private var renderingObservers: [(id: Int, observer: (WorkflowType.Rendering) -> Void)] = []
    private var outputObservers: [(id: Int, observer: (WorkflowType.Output) -> Void)] = []
    private var nextObserverID = 0
    private var pendingOutputs: [WorkflowType.Output] = []
    private var isStopped = false

    public init(workflow: WorkflowType, configuration: Configuration = Configuration()) {
        let runtime = WorkflowRuntime(
            tracksStateChanges: configuration.skipsRenderWhenStateIsUnchanged,
            rendersOnlyChangedWorkflows: configuration.rendersOnlyChangedWorkflows
        )
        let rootNode = WorkflowNode(workflow: workflow, key: "", runtime: runtime, parent: nil, emitOutput: { _ in })
        self.runtime = runtime
        self.rootNode = rootNode
        self.rendering = rootNode.render()
        rootNode.emitOutput = { [unowned self] output in pendingOutputs.append(output) }
        runtime.didHandleAction = { [unowned self] changed in didHandleAction(changed: changed) }
    }

    isolated deinit {
        rootNode.tearDown()
    }

    /// Renders again with a new root workflow value (new properties). Its
    /// `workflowDidChange(from:state:)` runs first.
    public func update(workflow: WorkflowType) {
        guard !isStopped else { return }
        runtime.enqueue { [rootNode, runtime] in
            rootNode.update(workflow: workflow)
            runtime.noteChange()
        }
    }

    /// Stops the workflows: tears the whole tree down (side effects end, workers are
    /// cancelled) and returns once every worker task has finished. Work that does not
    /// stop on cancellation (a save in progress, say) finishes first, so an app can stop
    /// its host and then exit without losing it.
    ///
    /// After this, the host handles no more actions and ignores `update(workflow:)`;
    /// `rendering` stays the last one.
    public func stop() async {
        isStopped = true
        rootNode.tearDown()
        await runtime.waitForTasks()
    }

    /// Returns once every worker started so far has finished and its output has been
    /// handled. The workers those outputs started may still run: a harness that replays
    /// events and must not race the workers (the fuzzer) waits again until a wait renders
    /// nothing new, and so can tell a chain that never ends (a read that fails and is read
    /// again after a wait that takes no time) from one that is long. A worker that never
    /// ends (a timer) keeps it waiting: a test settles instead (``settle(timeout:)``).
    public func waitForWorkers() async {
        await runtime.waitForTasksStartedSoFar()
    }

    /// Runs the work in flight to quiet, for a test: returns once every worker has ended
    /// or waits on a ``TestClock``, and every output they produced has been handled and
    /// its rendering published. Throws ``UnsettledWork``, naming the busy workers, if that
    /// takes longer than `timeout`.
    ///
    /// ```swift
    /// let host = WorkflowHost(workflow: CountdownWorkflow(from: 3, clock: clock))
    /// try await host.settle()
    /// await clock.advance(by: .seconds(3))
    /// try await host.settle()
    /// #expect(host.rendering == "Lift off!")
    /// ```
    ///
    /// Unlike ``waitForWorkers()``, it returns while a worker waits on a test clock (a
    /// ``TimerWorker``), and waits for the workers that outputs start in turn. It also
    /// gives the main actor's queue a turn in each round, so an action a view sends on
    /// the main actor's next turn is handled too. A worker that waits on the system's
    /// clock or for something outside the app keeps it waiting until `timeout`.
    public func settle(timeout: Duration = .seconds(60)) async throws {
        try await settle(before: ContinuousClock.now + timeout, timeout: timeout)
    }

    /// ``settle(timeout:)`` with a deadline, for a caller that settles more than the
    /// host (the in-memory terminal, which draws frames between rounds).
    package func settle(before deadline: ContinuousClock.Instant, timeout: Duration) async throws {
        while true {
            let renderings = runtime.renderings
            await Task.yield()
            guard await runtime.pendingWork.wait(until: .quiet, deadline: deadline), ContinuousClock.now < deadline else {
                throw UnsettledWork(busyWorkers: runtime.pendingWork.busyTasks, timeout: timeout)
            }
            if runtime.renderings == renderings { return }
        }
    }

    /// How many times the tree rendered after an action: a caller that settles more than
    /// the host compares it before and after a round.
    package var renderings: Int { runtime.renderings }

    /// Calls `observer` with every new root rendering, after it is published.
    @discardableResult
    public func observeRenderings(_ observer: @escaping (WorkflowType.Rendering) -> Void) -> Observation {
        let id = nextID()
        renderingObservers.append((id, observer))
        return Observation { [weak self] in self?.renderingObservers.removeAll { $0.id == id } }
    }

    /// Calls `observer` with every output of the root workflow, after the rendering the
    /// same action produced has been published.
    @discardableResult
    public func observeOutputs(_ observer: @escaping (WorkflowType.Output) -> Void) -> Observation {
        let id = nextID()
        outputObservers.append((id, observer))
        return Observation { [weak self] in self?.outputObservers.removeAll { $0.id == id } }
    }

    /// The running tree: each workflow's type, key and state.
    public var debugTree: WorkflowTreeSnapshot {
        rootNode.snapshot()
    }

    private func nextID() -> Int {
        nextObserverID += 1
        return nextObserverID
    }

    private func didHandleAction(changed: Bool) {
        if changed {
            rendering = rootNode.render()
            for entry in renderingObservers {
                entry.observer(rendering)
            }
        }
        let outputs = pendingOutputs
        pendingOutputs = []
        for output in outputs {
            for entry in outputObservers {
                entry.observer(output)
            }
        }
    }

    /// Ends an observation made with `observeRenderings` or `observeOutputs`.
    @MainActor
    public final class Observation {
        private var cancellation: (() -> Void)?

        init(_ cancellation: @escaping () -> Void) {
            self.cancellation = cancellation
        }

        public func cancel() {
            cancellation?()
            cancellation = nil
        }
    }
}
