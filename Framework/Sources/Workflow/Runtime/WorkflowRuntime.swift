/// What the nodes of one host share: the queue that makes action handling strictly one
/// at a time, and the rule that nothing is sent while rendering.
@MainActor
final class WorkflowRuntime {
    private var pending: [() -> Void] = []
    private var isHandlingActions = false
    private var isRendering = false
    private var changedSinceLastRender = false
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextTaskID = 0
    /// Which tasks are busy, and which wait on a test clock.
    let pendingWork = PendingWork()
    /// How many times the tree has rendered after an action, so that settling can tell
    /// whether a round changed anything.
    private(set) var renderings = 0

    /// When true, a node compares `Equatable` states before and after each action so
    /// the host can skip a render that would change nothing.
    let tracksStateChanges: Bool

    /// Called after each action has been applied and its outputs passed up.
    var didHandleAction: (_ changed: Bool) -> Void = { _ in }

    /// When true, a node renders only when its state, its workflow's value or a
    /// descendant changed, and otherwise gives its last rendering again.
    let rendersOnlyChangedWorkflows: Bool

    init(tracksStateChanges: Bool, rendersOnlyChangedWorkflows: Bool) {
        self.tracksStateChanges = tracksStateChanges
        self.rendersOnlyChangedWorkflows = rendersOnlyChangedWorkflows
    }

    func whileRendering<Result>(_ render: () -> Result) -> Result {
        let wasRendering = isRendering
        isRendering = true
        defer { isRendering = wasRendering }
        return render()
    }

    func noteChange() {
        changedSinceLastRender = true
    }

    /// Queues an action's application. Actions sent while one is being handled (for
    /// example from an observer of the new rendering) wait their turn rather than
    /// re-entering the runtime.
    func enqueue(_ applyAction: @escaping () -> Void) {
        guard !isRendering else {
            fatalError(
                "An action was sent to a sink while workflows were rendering. Send to sinks from callbacks "
                    + "(a key press, a worker's output), never from inside render(state:context:)."
            )
        }
        pending.append(applyAction)
        guard !isHandlingActions else { return }
        isHandlingActions = true
        defer { isHandlingActions = false }
        var next = 0
        while next < pending.count {
            changedSinceLastRender = false
            let applyAction = pending[next]
            next += 1
            applyAction()
            if changedSinceLastRender { renderings += 1 }
            didHandleAction(changedSinceLastRender)
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Starts a task and keeps it until it finishes, so that `waitForTasks()` can wait
    /// for every task started so far; `name` says what it runs when it does not settle.
    /// It is busy from now (see `PendingWork`), though it runs on a later turn.
    func startTask(named name: String, _ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        nextTaskID += 1
        let id = nextTaskID
        let token = PendingWork.Token(work: pendingWork, task: id)
        pendingWork.started(id, name: name)
        let task = Task { @MainActor [weak self] in
            await PendingWork.$current.withValue(token) { await operation() }
            token.work.ended(id)
            self?.tasks[id] = nil
        }
        tasks[id] = task
        return task
    }

    /// Returns when every task started so far has finished, not those they start
    /// meanwhile, which an endless chain of tasks always has.
    func waitForTasksStartedSoFar() async {
        for task in Array(tasks.values) { await task.value }
    }

    /// Returns when every task started so far (and any they lead to) has finished.
    func waitForTasks() async {
        while let task = tasks.values.first {
            await task.value
            // The task removes itself when it ends; make sure, in case it ended early.
            if let id = tasks.first(where: { $0.value == task })?.key { tasks[id] = nil }
        }
    }
}
