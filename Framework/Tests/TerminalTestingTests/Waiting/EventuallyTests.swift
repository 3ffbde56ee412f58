import TerminalTesting
import Testing

/// The one wait with a deadline.
@Suite struct EventuallyTests {
    @Test func aConditionThatHoldsEndsTheWaitAtItsFirstLook() async {
        var looks = 0
        let held = await eventually(within: .seconds(60)) {
            looks += 1
            return true
        }
        #expect(held)
        #expect(looks == 1)
    }

    @Test func aConditionThatComesTrueIsSeenOnALaterLook() async {
        var looks = 0
        let held = await eventually(within: .seconds(60), pollingEvery: .milliseconds(1)) {
            looks += 1
            return looks == 3
        }
        #expect(held)
        #expect(looks == 3)
    }

    @Test func aConditionThatNeverHoldsGivesUpOnceTheDeadlineHasPassed() async {
        let clock = ContinuousClock()
        let start = clock.now
        let held = await eventually(within: .milliseconds(50), pollingEvery: .milliseconds(20)) { false }
        #expect(!held)
        #expect(clock.now - start >= .milliseconds(50))
    }

    @Test func aConditionThatComesTrueDuringTheLastPauseIsSeenByALastLookAtTheDeadline() async {
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(50)
        // The pause is far longer than the wait: only a look at the deadline sees it.
        let held = await eventually(within: .milliseconds(50), pollingEvery: .seconds(10)) { clock.now >= deadline }
        #expect(held)
    }

    @Test func pausesThatBackOffLookLessOftenThanTheFirstPauseWould() async {
        var looks = 0
        _ = await eventually(within: .milliseconds(300), pollingEvery: .milliseconds(10), backingOffTo: .milliseconds(100)) {
            looks += 1
            return false
        }
        // 10, 15, 22, 33, 50, 75, 100 ms…: about 9 looks in 300 ms, where pauses of 10 ms
        // make about 30.
        #expect(looks <= 12)
    }
}
