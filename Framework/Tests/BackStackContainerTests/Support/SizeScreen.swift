import WorkflowUI

/// Shows the view size its environment gives it: `view <width>x<height>`.
struct SizeScreen: Screen {
    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        SizeView.description(for: self, environment: environment)
    }
}
