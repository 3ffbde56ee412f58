/// A screen that shows other screens: a back stack, a split, a base with an alert or
/// modals over it. It lists them once, in ``childScreens``, so that anything that needs
/// to reach the screens inside (a test's ``Screen/first(_:)``) goes through every kind
/// of container the same way.
///
/// ```swift
/// struct StackedScreen: ScreenContainer {
///     var upper: AnyScreen
///     var lower: AnyScreen
///
///     var childScreens: [any Screen] { [upper, lower] }
///
///     func viewDescription(environment: ViewEnvironment) -> ViewDescription {
///         StackedView.description(for: self, environment: environment)
///     }
/// }
/// ```
///
/// Every container of the framework adopts it, and so does ``AnyScreen``, whose child is
/// the screen it wraps; a container of an app's own adopts it the same way.
public protocol ScreenContainer: Screen {
    /// The screens this one holds, in the order they are stacked: a back stack's items
    /// from the bottom, a split's leading pane before its trailing one, a base before
    /// what is shown over it. Those not on screen now (an item beneath the top one)
    /// are listed too.
    var childScreens: [any Screen] { get }
}
