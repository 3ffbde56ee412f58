import WorkflowUI

/// A pane's content: a name, drawn with a line number its view moves on `j`.
struct PaneScreen: Screen {
    var name: String
    var registry: ViewRegistry?

    init(_ name: String, registry: ViewRegistry? = nil) {
        self.name = name
        self.registry = registry
    }

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        PaneView.description(for: self, environment: environment)
    }
}
