import AlertContainer
import Workflow
import WorkflowUI

/// A root workflow that always asks: for tests of what reaches the app around an alert.
struct QuestionWorkflow: Workflow {
    typealias State = Void

    func render(state: Void, context: RenderContext<QuestionWorkflow>) -> AlertContainerScreen<BaseScreen> {
        AlertContainerScreen(baseScreen: BaseScreen("base"), alert: Alert(
            title: "Quit?", message: "",
            actions: [
                AlertAction(title: "Quit", key: .character("y")) {},
                AlertAction(title: "Stay", key: .character("n"), style: .cancel) {},
            ]
        ))
    }
}
