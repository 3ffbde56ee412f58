import WorkflowUI

/// Words that wrap to the width of the view.
struct ParagraphScreen: Screen {
    var text: String
    var log: EventLog?

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        ParagraphView.description(for: self, environment: environment)
    }
}
