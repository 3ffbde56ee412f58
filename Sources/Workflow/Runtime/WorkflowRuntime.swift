/// What the nodes of one host share: the queue that makes action handling strictly one
/// at a time, and the rule that nothing is sent while rendering.
@MainActor
final class WorkflowRuntime {
    private var pending: [() -> Void] = []
    private var isHandlingActions = false
    private var isRendering = false
    private var changedSinceLastRender = false

    /// When true, a node compares `Equatable` states before and after each action so
    /// the host can skip a render that would change nothing.
    let tracksStateChanges: Bool

    /// Called after each action has been applied and its outputs passed up.
    var didHandleAction: (_ changed: Bool) -> Void = { _ in }

    init(tracksStateChanges: Bool) {
        self.tracksStateChanges = tracksStateChanges
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
            didHandleAction(changedSinceLastRender)
        }
        pending.removeAll(keepingCapacity: true)
    }
}
