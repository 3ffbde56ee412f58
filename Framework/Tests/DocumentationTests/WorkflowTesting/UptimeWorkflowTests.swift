import Testing
import Workflow
import WorkflowTesting

@MainActor
@Suite struct UptimeWorkflowTests {
    @Test func eachSecondOfTheClockIsCounted() async throws {
        let clock = TestClock()
        let host = WorkflowHost(workflow: UptimeWorkflow(clock: clock))
        try await host.settle()

        await clock.advance(by: .seconds(3))
        try await host.settle()

        #expect(host.rendering == "Up 3 s")
    }

    @Test func itStartsFromNothing() {
        UptimeWorkflow()
            .renderTester()
            .ignoringWorkers(TimerWorker.self)
            .render { text in #expect(text == "Up 0 s") }
    }
}
