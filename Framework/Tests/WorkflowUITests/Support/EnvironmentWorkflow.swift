import Workflow
import WorkflowUI

/// Renders an `EnvironmentScreen`, to see what a hosting view passes down.
struct EnvironmentWorkflow: Workflow {
    typealias State = Void

    var log: EventLog?

    func render(state: Void, context: RenderContext<EnvironmentWorkflow>) -> EnvironmentScreen {
        EnvironmentScreen(log: log)
    }
}
