import WorkflowUI

/// The count and what the keys can do to it.
struct CounterScreen: Screen {
    var count: Int
    var onIncrement: () -> Void
    var onDecrement: () -> Void
    var onFinish: () -> Void

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        CounterView.description(for: self, environment: environment)
    }
}
