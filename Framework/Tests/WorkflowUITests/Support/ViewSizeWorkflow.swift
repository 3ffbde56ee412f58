import Workflow
import WorkflowUI

/// Renders a `ViewSizeScreen`, to see which sizes a hosting view passes down.
struct ViewSizeWorkflow: Workflow {
    typealias State = Void

    func render(state: Void, context: RenderContext<ViewSizeWorkflow>) -> ViewSizeScreen {
        ViewSizeScreen()
    }
}
