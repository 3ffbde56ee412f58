import WorkflowUI

/// The login form: the name typed so far, and why a login was refused, if it was.
struct WelcomeScreen: Screen {
    var name: String
    var problem: String?
    var onNameChanged: (String) -> Void
    var onLogIn: () -> Void
    var onQuit: () -> Void

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        WelcomeView.description(for: self, environment: environment)
    }
}
