import WorkflowUI

/// Shows what its view finds in the environment: the signature and the terminal size.
struct EnvironmentScreen: Screen {
    var log: EventLog?

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        EnvironmentView.description(for: self, environment: environment)
    }
}
