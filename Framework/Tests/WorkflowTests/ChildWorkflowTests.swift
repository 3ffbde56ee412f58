import Testing
import Workflow

@MainActor
@Suite struct ChildWorkflowTests {
    @Test func aChildKeepsItsStateWhileTheParentKeepsRenderingIt() {
        let host = WorkflowHost(workflow: ParentWorkflow(childKeys: ["a"]))
        host.rendering.children["a"]?.increment()
        host.update(workflow: ParentWorkflow(childKeys: ["a"]))
        #expect(host.rendering.children["a"]?.count == 1)
    }

    @Test func aChildSeesThePreviousPropsInWorkflowDidChange() {
        let host = WorkflowHost(workflow: ParentWorkflow(childKeys: ["a"], childStep: 1))
        host.update(workflow: ParentWorkflow(childKeys: ["a"], childStep: 3))
        #expect(host.rendering.children["a"]?.previousStep == 1)
        host.rendering.children["a"]?.increment()
        #expect(host.rendering.children["a"]?.count == 3)
    }

    @Test func childrenOfOneTypeWithDifferentKeysHaveTheirOwnState() {
        let host = WorkflowHost(workflow: ParentWorkflow(childKeys: ["a", "b"]))
        host.rendering.children["a"]?.setCount(7)
        #expect(host.rendering.children["a"]?.count == 7)
        #expect(host.rendering.children["b"]?.count == 0)
    }

    @Test func aChildLeftOutOfARenderIsTornDownAndStartsFreshWhenRenderedAgain() {
        let host = WorkflowHost(workflow: ParentWorkflow(childKeys: ["a"]))
        host.rendering.children["a"]?.setCount(7)

        host.update(workflow: ParentWorkflow(childKeys: []))
        #expect(host.rendering.children.isEmpty)

        host.update(workflow: ParentWorkflow(childKeys: ["a"]))
        #expect(host.rendering.children["a"]?.count == 0)
    }

    @Test func aChildOutputIsAppliedToTheParentThroughMapOutput() {
        let host = WorkflowHost(workflow: ParentWorkflow(childKeys: ["a"]))
        host.rendering.children["a"]?.setCount(4)
        host.rendering.children["a"]?.sink.send(.announce)
        #expect(host.rendering.announced == [4])
    }

    @Test func mapRenderingTransformsTheChildRenderingAndKeepsItsIdentity() {
        struct Wrapper: Workflow {
            typealias State = Void
            func render(state: Void, context: RenderContext<Wrapper>) -> (Int, () -> Void) {
                CounterWorkflow()
                    .mapRendering { ($0.count, $0.increment) }
                    .mapOutput { _ in AnyWorkflowAction<Wrapper>.noAction }
                    .rendered(in: context)
            }
        }
        let host = WorkflowHost(workflow: Wrapper())
        host.rendering.1()
        host.rendering.1()
        #expect(host.rendering.0 == 2)
    }

    @Test func aChildWithNoOutputCanBeRenderedWithoutMapping() {
        struct Leaf: Workflow {
            typealias State = Void
            func render(state: Void, context: RenderContext<Leaf>) -> String { "leaf" }
        }
        struct Tree: Workflow {
            typealias State = Void
            func render(state: Void, context: RenderContext<Tree>) -> String {
                "tree(" + Leaf().rendered(in: context) + ")"
            }
        }
        #expect(WorkflowHost(workflow: Tree()).rendering == "tree(leaf)")
    }
}
