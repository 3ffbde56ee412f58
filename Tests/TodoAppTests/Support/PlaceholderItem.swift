import BackStackContainer
import WorkflowUI
@testable import TodoApp

/// A back stack item standing in for a child's rendering in render tests.
@MainActor
func placeholderItem(_ key: String) -> BackStackScreen<AnyScreen>.Item {
    BackStackScreen.Item(key: key, screen: PlaceholderScreen().asAnyScreen())
}

struct PlaceholderScreen: Screen {
    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        ScreenView<PlaceholderScreen>.description(for: self, environment: environment)
    }
}
