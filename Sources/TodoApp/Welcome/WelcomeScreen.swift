import WorkflowUI

/// The login form: the name typed so far, the names that have lists it may be, and why a
/// login was refused, if it was.
struct WelcomeScreen: Screen {
    var name: String
    /// Whether the name is a list's (on a server) rather than a person's: the question
    /// asks for one or the other.
    var namesLists = false
    var problem: String?
    /// The names that have lists and start as `name` does, to show below it.
    var suggestions: [String] = []
    /// What Tab makes the name, if anything (see ``NameSuggestions``).
    var completion: String?
    var onNameChanged: (String) -> Void
    var onLogIn: () -> Void
    /// Esc: clears the name, or quits when there is none.
    var onEscape: () -> Void
    var onComplete: () -> Void = {}

    /// What Esc does now, as the footer says it.
    var escapeTitle: String { name.isEmpty ? "quit" : "clear" }

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        WelcomeView.description(for: self, environment: environment)
    }
}
