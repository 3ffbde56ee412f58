import WorkflowUI

/// Shows the sizes its view is told about: the environment's view and terminal sizes.
struct ViewSizeScreen: Screen {
    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        ViewSizeView.description(for: self, environment: environment)
    }
}
