import WorkflowUI

struct GreetingScreen: Screen {
    var name: String
    var greeting: String?
    var onNameChanged: (String) -> Void
    var onGreet: () -> Void

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        GreetingView.description(for: self, environment: environment)
    }
}
