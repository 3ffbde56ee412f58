import WorkflowUI

extension BackStackScreen: ScreenContainer {
    /// The items' screens, from the bottom of the stack to the top.
    public var childScreens: [any Screen] { items.map(\.screen) }
}
