/// How long a side effect is wanted: from the first render that asks for it until a
/// render leaves it out or its workflow is torn down.
@MainActor
public final class Lifetime {
    private var onEndedActions: [() -> Void] = []

    /// True once the side effect is no longer wanted.
    public private(set) var hasEnded = false

    package init() {}

    /// Runs `action` when the lifetime ends; at once if it already has.
    public func onEnded(_ action: @escaping () -> Void) {
        if hasEnded {
            action()
        } else {
            onEndedActions.append(action)
        }
    }

    package func end() {
        guard !hasEnded else { return }
        hasEnded = true
        let actions = onEndedActions
        onEndedActions = []
        for action in actions { action() }
    }
}
