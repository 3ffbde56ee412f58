import TerminalTesting
import Testing
import Workflow

/// The Workflow article's workflows, run as the article says they run.
@MainActor
@Suite struct RunningAWorkflowTests {
    @Test func aHostRendersAgainAfterEveryAction() {
        let host = WorkflowHost(workflow: TallyWorkflow())
        var outputs: [TallyWorkflow.Output] = []
        host.observeOutputs { outputs.append($0) }

        host.rendering.onIncrement()
        host.rendering.onIncrement()
        host.rendering.onFinish()

        #expect(host.rendering.count == 2)
        #expect(outputs == [.finished(count: 2)])
    }

    @Test func eachTeamHasATallyOfItsOwn() {
        let host = WorkflowHost(workflow: ScoreboardWorkflow())
        host.rendering.home.onIncrement()
        host.rendering.away.onFinish()
        #expect(host.rendering.home.count == 1)
        #expect(host.rendering.away.count == 0)
        #expect(host.rendering.finished == ["away"])
    }

    @Test func theCountdownLiftsOffOnceItsWorkersHaveRun() async {
        let host = WorkflowHost(workflow: CountdownWorkflow(from: 3))
        #expect(host.rendering == "3…")
        _ = await eventually { host.rendering == "Lift off!" }
        #expect(host.rendering == "Lift off!")
    }
}
