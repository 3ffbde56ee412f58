import Testing
import Workflow

@MainActor
@Suite struct SinkTests {
    @Test func aSinkFromAnOlderRenderingStillReachesItsLiveWorkflow() {
        let host = WorkflowHost(workflow: CounterWorkflow())
        let firstRendering = host.rendering
        host.rendering.increment()
        host.rendering.increment()

        firstRendering.increment()

        #expect(host.rendering.count == 3)
    }

    @Test func sendingToTheSinkOfATornDownWorkflowIsDroppedWithoutACrash() {
        let host = WorkflowHost(workflow: ParentWorkflow(childKeys: ["a"]))
        let oldChild = host.rendering.children["a"]!
        var renders = 0
        host.observeRenderings { _ in renders += 1 }
        host.update(workflow: ParentWorkflow(childKeys: []))
        renders = 0

        oldChild.increment()
        oldChild.sink.send(.announce)

        #expect(renders == 0)
        #expect(host.rendering.announced.isEmpty)
    }

    @Test func theSinksAWorkflowMakesOnDifferentRendersAreEqual() {
        let host = WorkflowHost(workflow: CounterWorkflow())
        let first = host.rendering.sink
        host.rendering.increment()

        #expect(host.rendering.sink == first, "a screen holding it compares equal when nothing else changed")
    }

    @Test func theSinksOfTwoWorkflowsAreNotEqual() {
        let host = WorkflowHost(workflow: ParentWorkflow(childKeys: ["a", "b"]))
        #expect(host.rendering.children["a"]!.sink != host.rendering.children["b"]!.sink)
    }

    @Test func aSinkMadeFromAClosureEqualsOnlyItsCopies() {
        let sink = Sink<Int> { _ in }
        let copy = sink
        #expect(sink == copy)
        #expect(sink != Sink<Int> { _ in })
        #expect(sink.contraMap { (text: String) in text.count } != sink.contraMap { (text: String) in text.count })
    }

    @Test func aSinkOutlivingItsHostIsDropped() {
        var host: WorkflowHost<CounterWorkflow>? = WorkflowHost(workflow: CounterWorkflow())
        let rendering = host!.rendering
        host = nil
        rendering.increment()
    }

    @Test func contraMapConvertsEachValueBeforeSendingIt() {
        var received: [String] = []
        let sink = Sink<String> { received.append($0) }
        let numbers = sink.contraMap { (number: Int) in "#\(number)" }
        numbers.send(1)
        numbers.send(22)
        #expect(received == ["#1", "#22"])
    }

    @Test func theOutputSinkPassesValuesToTheParent() {
        struct Announcer: Workflow {
            typealias State = Void
            typealias Output = String
            func render(state: Void, context: RenderContext<Announcer>) -> Sink<String> {
                context.makeOutputSink()
            }
        }
        let host = WorkflowHost(workflow: Announcer())
        var outputs: [String] = []
        host.observeOutputs { outputs.append($0) }
        host.rendering.send("hello")
        #expect(outputs == ["hello"])
    }
}
