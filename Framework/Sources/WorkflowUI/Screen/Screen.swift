/// The rendering of a workflow that can be shown: plain data plus callbacks.
///
/// A screen says which view shows it through its view description; usually that is one
/// line naming a `ScreenView` subclass:
///
/// ```swift
/// struct WelcomeScreen: Screen {
///     var name: String
///     var onNameChanged: (String) -> Void
///
///     func viewDescription(environment: ViewEnvironment) -> ViewDescription {
///         WelcomeView.description(for: self, environment: environment)
///     }
/// }
/// ```
@MainActor
public protocol Screen {
    func viewDescription(environment: ViewEnvironment) -> ViewDescription
}

extension Screen {
    /// This screen, type-erased, for containers that hold screens of several types.
    public func asAnyScreen() -> AnyScreen {
        AnyScreen(self)
    }
}
