import WorkflowUI

/// The tally, and what its keys do.
struct TallyScreen: Screen {
    var count: Int
    var onAdd: () -> Void
    var onFinish: () -> Void

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        TallyView.description(for: self, environment: environment)
    }
}
