/// The base class of a view that shows one screen type.
///
/// ```swift
/// final class WelcomeView: ScreenView<WelcomeScreen> {
///     override func screenDidChange(from previousScreen: WelcomeScreen, previousEnvironment: ViewEnvironment) {
///         field.setText(screen.name)
///     }
///     override func draw(in canvas: Canvas) { ... }
/// }
/// ```
///
/// The same instance receives every rendering of its screen while the screen type on
/// its spot stays the same.
///
/// `ScreenType` is a ``Screen`` (its `viewDescription` names the view), but the class
/// does not require it: nothing here uses the conformance, and a requirement on a
/// generic superclass makes the runtime check it when it first sets up each subclass,
/// which for a new screen type means searching all of the program's protocol
/// conformances (a tenth of a millisecond, twice before the first frame).
@MainActor
open class ScreenView<ScreenType>: TerminalView {
    public private(set) var screen: ScreenType
    public private(set) var environment: ViewEnvironment

    public required init(screen: ScreenType, environment: ViewEnvironment) {
        self.screen = screen
        self.environment = environment
        super.init()
    }

    /// Shows a new rendering of the screen, and draws the view again in the next frame.
    public final func update(screen newScreen: ScreenType, environment newEnvironment: ViewEnvironment) {
        let previousScreen = screen
        let previousEnvironment = environment
        screen = newScreen
        environment = newEnvironment
        screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        setNeedsDisplay()
    }

    /// Called after `screen` and `environment` changed, with what they were.
    open func screenDidChange(from previousScreen: ScreenType, previousEnvironment: ViewEnvironment) {}

    /// The description that builds this view class for `screen`, and updates it in place.
    public static func description(for screen: ScreenType, environment: ViewEnvironment) -> ViewDescription {
        ViewDescription(
            kind: self,
            build: { self.init(screen: screen, environment: environment) },
            update: { $0.update(screen: screen, environment: environment) }
        )
    }

    /// The description for an `Equatable` screen: a view shown a screen equal to the one
    /// it shows, in the same environment, is left alone (no `screenDidChange`, no
    /// drawing). A screen that holds sinks (`Sink` is `Equatable`) rather than closures
    /// can be `Equatable`, and a workflow that did not change renders an equal one.
    public static func description(for screen: ScreenType, environment: ViewEnvironment) -> ViewDescription
    where ScreenType: Equatable {
        ViewDescription(
            kind: self,
            build: { self.init(screen: screen, environment: environment) },
            update: { view in
                guard view.screen != screen || !view.environment.isKnownEqual(to: environment) else { return }
                view.update(screen: screen, environment: environment)
            }
        )
    }
}
