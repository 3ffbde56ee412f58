import WorkflowUI

/// A container screen: one screen above another. The lower one gets an environment
/// adapted by `lowerSignature`, the way a real container adapts its children's.
struct SplitScreen: Screen {
    var upper: any Screen
    var lower: any Screen
    /// When set, the lower child's environment carries this signature instead.
    var lowerSignature: String?

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        SplitView.description(for: self, environment: environment)
    }
}

extension SplitScreen: ScreenContainer {
    var childScreens: [any Screen] { [upper, lower] }
}
