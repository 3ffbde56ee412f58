import WorkflowUI

/// A page of numbered lines, one of which its view highlights.
struct PageScreen: Screen {
    var title: String
    var registry: ViewRegistry?

    init(_ title: String, registry: ViewRegistry? = nil) {
        self.title = title
        self.registry = registry
    }

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        PageView.description(for: self, environment: environment)
    }
}
