import SplitScreenContainer
import Workflow
import WorkflowUI

/// A root workflow that renders a list beside a detail, the trailing pane focused:
/// for tests of what reaches the app around a split.
struct SplitWorkflow: Workflow {
    typealias State = Void

    func render(state: Void, context: RenderContext<SplitWorkflow>) -> SplitScreen<PaneScreen, PaneScreen> {
        SplitScreen(leadingScreen: PaneScreen("list"), trailingScreen: PaneScreen("detail"), focusedPane: .trailing)
    }
}
