/// A screen of any type. Its view is the wrapped screen's view, so erasing a screen
/// does not change which view shows it or whether that view is kept.
///
/// It is a ``ScreenContainer`` of one, the screen it wraps, so that ``Screen/first(_:)``
/// sees through it.
public struct AnyScreen: ScreenContainer {
    public let wrappedScreen: any Screen

    public init(_ screen: any Screen) {
        if let erased = screen as? AnyScreen {
            self = erased
        } else {
            self.wrappedScreen = screen
        }
    }

    public func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        wrappedScreen.viewDescription(environment: environment)
    }

    public var childScreens: [any Screen] { [wrappedScreen] }
}
