import ModalContainer
import Workflow
import WorkflowUI

/// A root workflow that always shows a help sheet over its base: for tests of what
/// reaches the app around a modal.
struct HelpWorkflow: Workflow {
    typealias State = Void

    func render(state: Void, context: RenderContext<HelpWorkflow>) -> ModalContainerScreen<BaseScreen> {
        ModalContainerScreen(baseScreen: BaseScreen("base"), modals: [
            ModalContainerScreenModal(screen: SheetScreen(name: "help"), key: "help")
        ])
    }
}
