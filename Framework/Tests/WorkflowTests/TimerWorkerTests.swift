import Testing
import Workflow

/// A `TimerWorker` produces an output each interval of its clock for as long as it is
/// rendered; on a `TestClock`, a test moves the time and sees each tick without waiting.
@MainActor
@Suite struct TimerWorkerTests {
    let clock = TestClock()

    @Test func aTimerTicksOnceEachIntervalTheClockIsMovedOn() async throws {
        let host = WorkflowHost(workflow: TickingWorkflow(clock: clock))
        try await host.settle()
        await clock.advance(by: .milliseconds(1_999))
        try await host.settle()
        #expect(host.rendering.ticks == 0, "not yet two seconds")
        await clock.advance(by: .milliseconds(1))
        try await host.settle()
        #expect(host.rendering.ticks == 1)
    }

    @Test func oneAdvanceOverSeveralIntervalsTicksForEach() async throws {
        let host = WorkflowHost(workflow: TickingWorkflow(clock: clock))
        try await host.settle()
        await clock.advance(by: .seconds(7))
        try await host.settle()
        #expect(host.rendering.ticks == 3)
        await clock.advance(by: .seconds(1))
        try await host.settle()
        #expect(host.rendering.ticks == 4, "each interval counts from the last tick: 2, 4, 6, then 8")
    }

    @Test func aTimerNoLongerRenderedTicksNoMore() async throws {
        let host = WorkflowHost(workflow: TickingWorkflow(clock: clock))
        try await host.settle()
        await clock.advance(by: .seconds(2))
        host.update(workflow: TickingWorkflow(clock: clock, isTicking: false))
        try await host.settle()
        await clock.advance(by: .seconds(10))
        try await host.settle()
        #expect(host.rendering.ticks == 1)
    }

    @Test func aTimerGivenANewIntervalStartsItAfresh() async throws {
        let host = WorkflowHost(workflow: TickingWorkflow(clock: clock))
        try await host.settle()
        await clock.advance(by: .seconds(1))
        host.update(workflow: TickingWorkflow(clock: clock, interval: .seconds(3)))
        try await host.settle()
        await clock.advance(by: .seconds(2))
        try await host.settle()
        #expect(host.rendering.ticks == 0, "the 3 s count from the change, at 1 s")
        await clock.advance(by: .seconds(1))
        try await host.settle()
        #expect(host.rendering.ticks == 1)
    }

    @Test func aRenderTestSeesTheTimerAsAWorkerThatCanTick() {
        TickingWorkflow(clock: clock)
            .renderTester()
            .expectWorker(type: TimerWorker.self, key: "timer", producingOutput: ()) { #expect($0.interval == .seconds(2)) }
            .render()
            .assert(state: .init(ticks: 1))
    }
}

/// Workers that wait on one `TestClock` for different times end in the order of their
/// deadlines when one advance passes them all.
@MainActor
@Suite struct TestClockOrderTests {
    struct WaitWorker: Worker {
        var seconds: Int
        var clock: TestClock
        func run() async -> Int {
            try? await clock.sleep(for: .seconds(seconds))
            return seconds
        }
        func isEquivalent(to otherWorker: WaitWorker) -> Bool { seconds == otherWorker.seconds }
    }

    /// Starts a wait of each length at once, and lists them as they end.
    struct WaitsWorkflow: Workflow {
        var clock: TestClock
        typealias State = [Int]
        func makeInitialState() -> [Int] { [] }
        func render(state: [Int], context: RenderContext<WaitsWorkflow>) -> [Int] {
            for seconds in [3, 1, 2] where !state.contains(seconds) {
                WaitWorker(seconds: seconds, clock: clock)
                    .mapOutput { ended in AnyWorkflowAction<WaitsWorkflow> { $0.append(ended); return nil } }
                    .running(in: context, key: "\(seconds)")
            }
            return state
        }
    }

    @Test func waitsPassedInOneAdvanceEndInTheOrderOfTheirDeadlines() async throws {
        let clock = TestClock()
        let host = WorkflowHost(workflow: WaitsWorkflow(clock: clock))
        try await host.settle()
        await clock.advance(by: .seconds(5))
        #expect(host.rendering == [1, 2, 3])
    }
}
