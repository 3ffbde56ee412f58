import WorkflowUI

extension ModalContainerScreen: ScreenContainer {
    /// The base screen, then the modals' screens, the top one last.
    public var childScreens: [any Screen] { [baseScreen] + modals.map(\.screen) }
}
