import WorkflowUI

/// The login form: the name typed so far, and why a login was refused, if it was.
struct WelcomeScreen: Screen {
    var name: String
    var problem: String?
    var onNameChanged: (String) -> Void
    var onLogIn: () -> Void
    /// Esc: clears the name, or quits when there is none.
    var onEscape: () -> Void

    /// What Esc does now, as the footer says it.
    var escapeTitle: String { name.isEmpty ? "quit" : "clear" }

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        WelcomeView.description(for: self, environment: environment)
    }
}
