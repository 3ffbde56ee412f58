import WorkflowUI

/// A base screen with, at times, an alert over it: a question the user answers with
/// one of a few keys.
///
/// ```swift
/// AlertContainerScreen(
///     baseScreen: listScreen,
///     alert: state.isConfirmingDelete ? Alert(
///         title: "Delete “Buy milk”?",
///         message: "It cannot be brought back.",
///         actions: [
///             AlertAction(title: "Delete", key: .character("y"), style: .destructive) { sink.send(.delete) },
///             AlertAction(title: "Keep", key: .character("n"), style: .cancel) { sink.send(.keep) },
///         ]
///     ) : nil
/// )
/// ```
///
/// Without an alert the base is shown alone and gets the keys. With one, the base stays
/// on screen and keeps its view (its scroll position, its cursor), but gets no keys:
/// the alert is drawn over it as a framed box, centred, listing its actions with their
/// keys. An action's key runs its handler; Esc (the environment's `keyBindings.back`)
/// runs the first `.cancel` action, if there is one; every other key is swallowed,
/// except the quit keys (`keyBindings.quit`, Ctrl-C), which go on to the app so that it
/// can still quit, or ask first with an alert of its own. The footer offers only the
/// alert's actions while it is up.
///
/// The alert is what the workflow renders, not a mode of a view: it is up for as long
/// as the workflow renders it, so a handler usually sends an action that takes it down.
public struct AlertContainerScreen<BaseScreenType: Screen>: Screen {
    public var baseScreen: BaseScreenType
    public var alert: Alert?

    public init(baseScreen: BaseScreenType, alert: Alert? = nil) {
        self.baseScreen = baseScreen
        self.alert = alert
    }

    public func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        AlertContainerView.description(for: asAnyBase(), environment: environment)
    }

    /// Erases the base screen's type so that every alert container shares one view
    /// class, and a new base type swaps only the base's view.
    private func asAnyBase() -> AlertContainerScreen<AnyScreen> {
        AlertContainerScreen<AnyScreen>(baseScreen: AnyScreen(baseScreen), alert: alert)
    }
}
