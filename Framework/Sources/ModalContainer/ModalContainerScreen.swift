import WorkflowUI

/// A base screen with, at times, whole screens shown over it in a frame: help, a
/// picker, a form that must be finished or cancelled before going on.
///
/// ```swift
/// ModalContainerScreen(
///     baseScreen: listScreen,
///     modals: state.isShowingHelp
///         ? [ModalContainerScreenModal(screen: HelpScreen(onClose: { sink.send(.closeHelp) }), key: "help")]
///         : []
/// )
/// ```
///
/// The last modal is the top one: it is drawn in a frame over the base, leaving a
/// margin where the base shows, and it gets the keys. The base and the modals under
/// the top one get none, but keep their views (scroll position, cursor) for when they
/// are on top again. Keys the top modal's view lets go are swallowed, except the quit
/// keys (`keyBindings.quit`, Ctrl-C), which go on to the app. The footer offers only
/// the top modal's commands, so its screen must offer the way to close it (Esc, say)
/// as one of them.
///
/// A modal is shown for as long as the workflow renders it, so closing one is an
/// action that stops rendering it.
///
/// On a screen smaller than 20 columns by 6 rows the frame takes the whole screen, and
/// below 3 by 3 the top modal has the whole screen without a frame.
public struct ModalContainerScreen<BaseScreenType: Screen>: Screen {
    public var baseScreen: BaseScreenType
    /// Shown over the base in order, the last on top. Each needs its own key.
    public var modals: [ModalContainerScreenModal]

    public init(baseScreen: BaseScreenType, modals: [ModalContainerScreenModal] = []) {
        self.baseScreen = baseScreen
        self.modals = modals
    }

    public func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        ModalContainerView.description(for: asAnyBase(), environment: environment)
    }

    /// Erases the base screen's type so that every modal container shares one view
    /// class, and a new base type swaps only the base's view.
    private func asAnyBase() -> ModalContainerScreen<AnyScreen> {
        ModalContainerScreen<AnyScreen>(baseScreen: AnyScreen(baseScreen), modals: modals)
    }
}
