import Testing
import Workflow

/// `WorkflowHost.settle()` runs the work in flight to quiet: it returns once every worker
/// has ended or waits on a `TestClock`, with their outputs handled, and says which
/// workers are still busy when that takes too long.
@MainActor
@Suite struct SettleTests {
    let clock = TestClock()

    @Test func settlingWaitsForTheWorkersThatOutputsStartInTurn() async throws {
        let host = WorkflowHost(workflow: TickingWorkflow(clock: clock, followUps: 3))
        try await host.settle()
        await clock.advance(by: .seconds(2))
        try await host.settle()
        #expect(host.rendering == .init(ticks: 1, followUpsLeft: 0, followUpsDone: 3), "a chain of three workers, each started by the last")
    }

    @Test func settlingReturnsWhileATimerWaitsOnATestClock() async throws {
        let host = WorkflowHost(workflow: TickingWorkflow(clock: clock))
        // `waitForWorkers()` would wait for the timer, which never ends.
        try await host.settle(timeout: .seconds(30))
        #expect(host.rendering.ticks == 0)
    }

    @Test func aWorkerThatWaitsOnTheSystemClockDoesNotSettleAndIsNamed() async throws {
        let host = WorkflowHost(workflow: TickingWorkflow(clock: ContinuousClock(), interval: .seconds(600)))
        let error = await #expect(throws: UnsettledWork.self) { try await host.settle(timeout: .milliseconds(50)) }
        #expect(error?.busyWorkers == ["TimerWorker \"timer\""])
        #expect(error?.description.contains("give it a TestClock") == true)
        await host.stop()
    }
}
