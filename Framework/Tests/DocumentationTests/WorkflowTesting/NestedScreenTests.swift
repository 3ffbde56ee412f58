import Testing
import Workflow
import WorkflowUI

@MainActor
@Suite struct NestedScreenTests {
    @Test func theNoteGoesOnTopOnceSomeoneIsGreeted() throws {
        let host = WorkflowHost(workflow: WelcomeFlowWorkflow())
        let form = try #require(host.rendering.first(GreetingScreen.self))
        form.onNameChanged("Ada")
        host.rendering.first(GreetingScreen.self)?.onGreet()

        #expect(host.rendering.first(NoteScreen.self)?.text == "Ada has been greeted.")
    }
}
