import Glibc
import TerminalTesting
import Testing
@testable import CursesTerminal

/// The watcher that turns process signals into calls on the main actor. SIGURG stands in
/// for SIGTERM here: its default action is to be ignored, so a test that fails cannot end
/// the test process, and nothing else in it uses the signal.
@MainActor @Suite(.serialized)
struct SignalWatcherTests {
    @Test func aSignalSentTheMomentTheWatcherStartsIsDelivered() async throws {
        let watcher = SignalWatcher(signals: [SIGURG])
        defer { watcher.cancel() }
        var received: [Int32] = []
        watcher.start { received.append($0) }
        // Before dispatch's manager thread has taken the signal over.
        kill(getpid(), SIGURG)

        _ = await eventually(within: .seconds(10), pollingEvery: .milliseconds(1)) { !received.isEmpty }
        #expect(received == [SIGURG])
    }

    @Test func aSignalSentBeforeTheWatcherStartsIsDeliveredOnceItDoes() async throws {
        let watcher = SignalWatcher(signals: [SIGURG])
        defer { watcher.cancel() }
        kill(getpid(), SIGURG)
        var received: [Int32] = []
        watcher.start { received.append($0) }

        _ = await eventually(within: .seconds(10), pollingEvery: .milliseconds(1)) { !received.isEmpty }
        #expect(received == [SIGURG])
    }

    @Test func eachSignalAfterTheStartIsDeliveredOnce() async throws {
        let watcher = SignalWatcher(signals: [SIGURG, SIGWINCH])
        defer { watcher.cancel() }
        var received: [Int32] = []
        watcher.start { received.append($0) }
        kill(getpid(), SIGURG)
        _ = await eventually(within: .seconds(10), pollingEvery: .milliseconds(1)) { received.count == 1 }
        kill(getpid(), SIGURG)
        _ = await eventually(within: .seconds(10), pollingEvery: .milliseconds(1)) { received.count == 2 }
        // A marker last: a doubled delivery of the second SIGURG would come before it.
        kill(getpid(), SIGWINCH)
        _ = await eventually(within: .seconds(10), pollingEvery: .milliseconds(1)) { received.last == SIGWINCH }

        #expect(received == [SIGURG, SIGURG, SIGWINCH])
    }

    @Test func aWatcherMadeAfterAnotherWasCancelledStillGetsTheSignal() async throws {
        let first = SignalWatcher(signals: [SIGURG])
        first.start { _ in }
        first.cancel()
        let second = SignalWatcher(signals: [SIGURG])
        defer { second.cancel() }
        var received: [Int32] = []
        second.start { received.append($0) }
        kill(getpid(), SIGURG)

        _ = await eventually(within: .seconds(10), pollingEvery: .milliseconds(1)) { !received.isEmpty }
        #expect(received == [SIGURG])
    }

    @Test func signalsCaughtBeforeOneWakeAreDeliveredInTheWatchersOrder() async throws {
        let watcher = SignalWatcher(signals: [SIGURG, SIGWINCH])
        defer { watcher.cancel() }
        // What the handler does, on this thread and in this order, so both are noted
        // before anything is delivered (two `kill`s may reach the watcher apart).
        CaughtSignals.note(SIGWINCH)
        CaughtSignals.note(SIGURG)
        var received: [Int32] = []
        watcher.start { received.append($0) }

        _ = await eventually(within: .seconds(10), pollingEvery: .milliseconds(1)) { received.count == 2 }
        #expect(received == [SIGURG, SIGWINCH])
    }

    @Test func cancellingGivesTheSignalItsActionFromBefore() {
        var before = sigaction()
        sigaction(SIGURG, nil, &before)
        let watcher = SignalWatcher(signals: [SIGURG])
        watcher.start { _ in }
        watcher.cancel()

        var after = sigaction()
        sigaction(SIGURG, nil, &after)
        let handlerAfter = unsafeBitCast(after.__sigaction_handler.sa_handler, to: Int.self)
        let handlerBefore = unsafeBitCast(before.__sigaction_handler.sa_handler, to: Int.self)
        #expect(handlerAfter == handlerBefore)
    }
}
