import Testing
import Workflow
import WorkflowTesting

@MainActor
@Suite struct TallyWorkflowTests {
    @Test func incrementingAddsOne() {
        TallyWorkflow.Action
            .tester(withState: 2)
            .send(action: .increment)
            .assert(state: 3)
            .assertNoOutput()
    }

    @Test func finishingSaysTheCount() {
        TallyWorkflow()
            .renderTester(initialState: 5)
            .render { tally in
                #expect(tally.count == 5)
                tally.onFinish()
            }
            .assert(output: .finished(count: 5))
    }

    @Test func eachTeamIsATallyOfItsOwn() {
        ScoreboardWorkflow()
            .renderTester()
            .expectWorkflow(
                type: TallyWorkflow.self, key: "home",
                producingRendering: Tally(count: 0, onIncrement: {}, onFinish: {})
            )
            .expectWorkflow(
                type: TallyWorkflow.self, key: "away",
                producingRendering: Tally(count: 0, onIncrement: {}, onFinish: {}),
                producingOutput: .finished(count: 3)
            )
            .render()
            .assert(state: .init(finished: ["away"]))
    }

    @Test func theCountdownWaitsForItsWorker() {
        CountdownWorkflow(from: 3)
            .renderTester()
            .expectWorker(WaitWorker(milliseconds: 10), key: "3", producingOutput: 10)
            .render { text in #expect(text == "3…") }
            .assert(state: 2)
    }
}
