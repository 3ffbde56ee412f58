import TerminalTesting
import Testing
import Workflow
import WorkflowUI

/// `InMemoryTerminal.settle()` runs what comes after a key or a resize to the end and
/// draws it; `advance(_:by:)` moves a `TestClock` on as if the app had run that long.
/// Neither waits for real time.
@MainActor
@Suite struct SettleAndAdvanceTests {
    let clock = TestClock()

    private func terminal(width: Int = 30) -> InMemoryTerminal {
        let app = WorkflowHostingView(workflow: TickerWorkflow(clock: clock), showsKeyHints: false)
        return InMemoryTerminal(size: Size(width: width, height: 2), root: app)
    }

    @Test func settlingRunsWhatAViewPutOffAndDrawsIt() async throws {
        let terminal = terminal()
        try await terminal.settle()
        expectScreen(terminal, line: 1, is: "width 30")
        terminal.resize(to: Size(width: 40, height: 2))
        #expect(terminal.lines[1] == "width 30", "told on the next turn")
        try await terminal.settle()
        expectScreen(terminal, line: 1, is: "width 40")
    }

    @Test func advancingTheClockShowsEveryTickWithoutWaiting() async throws {
        let terminal = terminal()
        try await terminal.advance(clock, by: .seconds(6))
        expectScreen(terminal, line: 0, is: "3 ticks, 2 echoes", "the third echo comes at 7 s")
        #expect(clock.now.offset == .seconds(6))
    }

    @Test func workStartedByATickRunsAtItsOwnTimeWithinTheSameAdvance() async throws {
        let terminal = terminal()
        // Ticks at 2 s and 4 s; the first's echo at 3 s, the second's not before 5 s.
        try await terminal.advance(clock, by: .milliseconds(4_999))
        expectScreen(terminal, line: 0, is: "2 ticks, 1 echoes")
        try await terminal.advance(clock, by: .milliseconds(1))
        expectScreen(terminal, line: 0, is: "2 ticks, 2 echoes")
    }

    @Test func settlingFailsNamingAWorkerThatWaitsOnTheSystemClock() async throws {
        let app = WorkflowHostingView(workflow: TickerWorkflow(clock: ContinuousClock(), interval: .seconds(600)), showsKeyHints: false)
        let terminal = InMemoryTerminal(size: Size(width: 30, height: 2), root: app)
        let error = await #expect(throws: UnsettledWork.self) { try await terminal.settle(timeout: .milliseconds(50)) }
        #expect(error?.busyWorkers == ["TimerWorker \"timer\""])
        await app.host.stop()
    }
}
