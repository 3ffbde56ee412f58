import WorkflowUI

/// A modal's content: a name, drawn with a line number its view moves on `j`, and a
/// way to close it on Esc.
struct SheetScreen: Screen {
    var name: String
    var registry: ViewRegistry?
    var showsCursor = true
    var onClose: () -> Void = {}

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        SheetView.description(for: self, environment: environment)
    }
}
