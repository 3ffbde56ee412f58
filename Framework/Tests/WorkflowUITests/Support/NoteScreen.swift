import WorkflowUI

/// A line of text. Its view reports to `log` when it is built, changed and laid out.
struct NoteScreen: Screen {
    var text: String
    var log: EventLog?

    init(_ text: String, log: EventLog? = nil) {
        self.text = text
        self.log = log
    }

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        NoteView.description(for: self, environment: environment)
    }
}
