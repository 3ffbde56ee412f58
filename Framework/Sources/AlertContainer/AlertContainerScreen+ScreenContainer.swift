import WorkflowUI

extension AlertContainerScreen: ScreenContainer {
    /// The base screen. The alert over it is not a screen: it is ``alert``.
    public var childScreens: [any Screen] { [baseScreen] }
}
