import Testing
@testable import TodoApp

/// The app's waits end when due, or at once when cancelled.
@Suite(.timeLimit(.minutes(1))) struct DispatchTimerSleepTests {
    @Test func aShortWaitEnds() async {
        await DispatchTimerSleep.sleep(for: .milliseconds(1))
    }

    @Test func aCancelledWaitEndsAtOnceThoughItsTimeIsFarOff() async {
        let wait = Task { await DispatchTimerSleep.sleep(for: .seconds(3_600)) }
        wait.cancel()
        await wait.value
    }

    @Test func aWaitInATaskAlreadyCancelledEndsAtOnce() async {
        let wait = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            await DispatchTimerSleep.sleep(for: .seconds(3_600))
        }
        await wait.value
    }

    @Test func anIntervalIsCountedInNanosecondsUpToAYear() {
        #expect(DispatchTimerSleep.dispatchInterval(.milliseconds(250)) == .nanoseconds(250_000_000))
        #expect(DispatchTimerSleep.dispatchInterval(.seconds(-5)) == .nanoseconds(0))
        #expect(DispatchTimerSleep.dispatchInterval(.seconds(Int64.max)) == .nanoseconds(31_536_000 * 1_000_000_000))
    }
}
