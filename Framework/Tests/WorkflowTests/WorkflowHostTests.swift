import Testing
import Workflow

@MainActor
@Suite struct WorkflowHostTests {
    @Test func theFirstRenderingIsAvailableAsSoonAsTheHostExists() {
        let host = WorkflowHost(workflow: CounterWorkflow())
        #expect(host.rendering.count == 0)
    }

    @Test func anActionUpdatesTheStateAndPublishesANewRendering() {
        let host = WorkflowHost(workflow: CounterWorkflow(step: 2))
        var published: [Int] = []
        host.observeRenderings { published.append($0.count) }

        host.rendering.increment()
        host.rendering.increment()

        #expect(host.rendering.count == 4)
        #expect(published == [2, 4])
    }

    @Test func rootOutputReachesObserversAfterTheNewRenderingIsPublished() {
        let host = WorkflowHost(workflow: CounterWorkflow())
        var events: [String] = []
        host.observeRenderings { events.append("rendering \($0.count)") }
        host.observeOutputs { events.append("output \($0)") }

        host.rendering.setCount(3)
        host.rendering.sink.send(.announce)

        #expect(events == ["rendering 3", "rendering 3", "output reached(3)"])
    }

    @Test func actionsSentFromAnObserverWaitTheirTurnInsteadOfReentering() {
        let host = WorkflowHost(workflow: CounterWorkflow())
        var seen: [Int] = []
        host.observeRenderings { rendering in
            seen.append(rendering.count)
            if rendering.count == 1 {
                rendering.increment()
                // Still 1: the second action has not been handled while we are inside.
                seen.append(host.rendering.count)
            }
        }

        host.rendering.increment()

        #expect(seen == [1, 1, 2])
        #expect(host.rendering.count == 2)
    }

    @Test func updatingTheRootWorkflowCallsWorkflowDidChangeWithThePreviousValue() {
        let host = WorkflowHost(workflow: CounterWorkflow(step: 1))
        host.update(workflow: CounterWorkflow(step: 5))

        #expect(host.rendering.previousStep == 1)
        host.rendering.increment()
        #expect(host.rendering.count == 5)
    }

    @Test func aCancelledObservationHearsNothingMore() {
        let host = WorkflowHost(workflow: CounterWorkflow())
        var count = 0
        let observation = host.observeRenderings { _ in count += 1 }
        host.rendering.increment()
        observation.cancel()
        host.rendering.increment()
        #expect(count == 1)
    }

    @Test func withTheSettingOnAnActionThatChangesNothingDoesNotRenderAgain() {
        let host = WorkflowHost(
            workflow: CounterWorkflow(),
            configuration: .init(skipsRenderWhenStateIsUnchanged: true)
        )
        var renders = 0
        host.observeRenderings { _ in renders += 1 }

        host.rendering.setCount(0)
        #expect(renders == 0)
        host.rendering.setCount(1)
        #expect(renders == 1)
    }

    @Test func withTheSettingAnOutputStillRendersEvenIfTheStateIsUnchanged() {
        let host = WorkflowHost(
            workflow: CounterWorkflow(),
            configuration: .init(skipsRenderWhenStateIsUnchanged: true)
        )
        var renders = 0
        var outputs: [CounterWorkflow.Output] = []
        host.observeRenderings { _ in renders += 1 }
        host.observeOutputs { outputs.append($0) }

        host.rendering.sink.send(.announce)

        #expect(renders == 1)
        #expect(outputs == [.reached(0)])
    }

    @Test func withoutTheSettingEveryActionRendersAgain() {
        let host = WorkflowHost(workflow: CounterWorkflow())
        var renders = 0
        host.observeRenderings { _ in renders += 1 }
        host.rendering.setCount(0)
        #expect(renders == 1)
    }
}

@MainActor
@Suite struct WorkflowHostStopTests {
    @Test func afterStoppingUpdatesAndSinksChangeNothing() async {
        let host = WorkflowHost(workflow: CounterWorkflow(step: 1))
        let rendering = host.rendering
        await host.stop()
        host.update(workflow: CounterWorkflow(step: 5))
        rendering.increment()
        #expect(host.rendering.count == 0)
        #expect(host.rendering.previousStep == nil, "workflowDidChange did not run on the torn-down tree")
    }
}
