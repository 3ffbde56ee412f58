import Testing
@testable import Workflow

/// A `TestClock`'s time moves only when a test moves it; its waits end in order of
/// their deadlines, at once for one already past, and on cancellation.
@Suite struct TestClockTests {
    let clock = TestClock()

    @Test func aWaitEndsOnlyOnceTheClockReachesItsDeadline() async throws {
        let woke = Flag()
        let sleeper = Task {
            try await clock.sleep(for: .seconds(5))
            await woke.set()
        }
        try await waitForSleepers(1)
        await clock.advance(by: .seconds(4))
        #expect(await !woke.isSet)
        await clock.advance(by: .seconds(1))
        try await sleeper.value
        #expect(await woke.isSet)
        #expect(clock.now == TestClock.Instant(offset: .seconds(5)))
    }

    @Test func aWaitForADeadlinePassedEndsAtOnce() async throws {
        await clock.advance(by: .seconds(3))
        try await clock.sleep(until: TestClock.Instant(offset: .seconds(1)))
        #expect(clock.now.offset == .seconds(3))
    }

    @Test func aCancelledWaitThrows() async throws {
        let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
        try await waitForSleepers(1)
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
    }

    /// Waits, with a deadline, until `count` tasks wait on the clock: these tasks are
    /// not workers, so nothing settles them.
    private func waitForSleepers(_ count: Int) async throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while clock.sleeperCount < count {
            guard ContinuousClock.now < deadline else { throw CancellationError() }
            await Task.yield()
        }
    }

    private actor Flag {
        var isSet = false
        func set() { isSet = true }
    }
}
