import WorkflowUI

extension SplitScreen: ScreenContainer {
    /// The leading pane's screen, then the trailing one's, whether or not both are shown.
    public var childScreens: [any Screen] { [leadingScreen, trailingScreen] }
}
