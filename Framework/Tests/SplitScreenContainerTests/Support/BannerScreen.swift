import WorkflowUI

/// A pane's content of another type than `PaneScreen`, to swap a pane's view.
struct BannerScreen: Screen {
    var text: String
    var registry: ViewRegistry?

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        BannerView.description(for: self, environment: environment)
    }
}
