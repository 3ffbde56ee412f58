import WorkflowUI

/// What modals go over: rows of text, one of them marked by its view.
struct BaseScreen: Screen {
    var name: String
    var registry: ViewRegistry?

    init(_ name: String, registry: ViewRegistry? = nil) {
        self.name = name
        self.registry = registry
    }

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        BaseView.description(for: self, environment: environment)
    }
}
