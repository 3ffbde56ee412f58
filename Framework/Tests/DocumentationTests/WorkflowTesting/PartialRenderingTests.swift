import Testing
import Workflow
import WorkflowTesting

@MainActor
@Suite struct MailPartialRenderingTests {
    @Test func movingDownTheListLeavesTheSidebarAsItWas() {
        let host = WorkflowHost(workflow: MailWorkflow())
        host.rendering.list.moveDown()
        #expect(host.renderCount(of: SidebarWorkflow.self) == 1)
        #expect(host.rendering.list.selected == 1)
        #expect(host.rendering.folders == ["Inbox", "Sent"])
    }

    @Test func withPartialRenderingOffTheSidebarRendersOnEveryPass() {
        let root = MailWorkflow()
        let host = WorkflowHost(workflow: root, configuration: .init(rendersOnlyChangedWorkflows: false))
        host.rendering.list.moveDown()
        #expect(host.renderCount(of: SidebarWorkflow.self) == 2)
    }
}
