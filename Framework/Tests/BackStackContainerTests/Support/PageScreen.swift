import WorkflowUI

/// A page of numbered lines, one of which its view highlights.
struct PageScreen: Screen {
    var title: String
    var registry: ViewRegistry?
    /// Whether its view answers every key itself, as a question does.
    var capturesKeys = false

    init(_ title: String, registry: ViewRegistry? = nil, capturesKeys: Bool = false) {
        self.title = title
        self.registry = registry
        self.capturesKeys = capturesKeys
    }

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        PageView.description(for: self, environment: environment)
    }
}
