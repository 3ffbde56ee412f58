import Testing
import Workflow

@MainActor
@Suite struct WorkflowTreeSnapshotTests {
    @Test func theDebugTreeListsEveryRunningWorkflowWithItsKeyAndState() {
        let host = WorkflowHost(workflow: ParentWorkflow(childKeys: ["a", "b"]))
        host.rendering.children["b"]?.setCount(3)

        let lines = host.debugTree.description.split(separator: "\n").map(String.init)

        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("ParentWorkflow  state: State(announced: [])"))
        #expect(lines[1].hasPrefix("├─ CounterWorkflow key: \"a\"  state: State(count: 0"))
        #expect(lines[2].hasPrefix("└─ CounterWorkflow key: \"b\"  state: State(count: 3"))
    }
}
