import Glibc
import Testing
@testable import CursesTerminal

/// The watch list `MainQueueLoop` serves: which handlers one `poll` calls.
@MainActor @Suite struct WatchedDescriptorsTests {
    /// A pipe, with a byte waiting in it unless told otherwise; whatever ends are still
    /// open are closed when the test ends.
    private final class TestPipe {
        private(set) var reader: Int32 = -1
        private(set) var writer: Int32 = -1

        init(withAByteWaiting: Bool = true) {
            var ends: [Int32] = [-1, -1]
            precondition(pipe(&ends) == 0)
            reader = ends[0]
            writer = ends[1]
            guard withAByteWaiting else { return }
            var byte: UInt8 = 1
            _ = write(writer, &byte, 1)
        }

        func closeWriter() {
            close(writer)
            writer = -1
        }

        deinit {
            if reader >= 0 { close(reader) }
            if writer >= 0 { close(writer) }
        }
    }

    /// A watch made after the handler that refers to it.
    private final class WatchHolder {
        var watch: WatchedDescriptors.Watch?
    }

    /// Polls the list's descriptors once, without waiting, and serves what was found.
    private func pollOnce(_ list: WatchedDescriptors) {
        let watched = list.watches
        var entries = list.pollEntries()
        _ = poll(&entries, nfds_t(entries.count), 0)
        list.serve(entries, for: watched)
    }

    @Test func aDescriptorWithInputHasItsHandlerCalledAndAnIdleOneDoesNot() {
        let list = WatchedDescriptors()
        let ready = TestPipe()
        let idle = TestPipe(withAByteWaiting: false)
        var calls: [String] = []
        _ = list.watch(ready.reader) { calls.append("ready") }
        _ = list.watch(idle.reader) { calls.append("idle") }
        pollOnce(list)
        #expect(calls == ["ready"])
    }

    @Test func aWatchStoppedByAnEarlierHandlerInTheSamePollIsNotCalled() {
        let list = WatchedDescriptors()
        let first = TestPipe()
        let second = TestPipe()
        var calls: [String] = []
        let secondWatch = WatchHolder()
        _ = list.watch(first.reader) {
            calls.append("first")
            if let watch = secondWatch.watch { list.stopWatching(watch) }
        }
        secondWatch.watch = list.watch(second.reader) { calls.append("second") }
        pollOnce(list)
        #expect(calls == ["first"])
        #expect(list.watches.count == 1)
    }

    @Test func aWatchStartedByAHandlerIsPolledFromTheNextWaitOn() {
        let list = WatchedDescriptors()
        let first = TestPipe()
        let later = TestPipe()
        var calls: [String] = []
        var started = false
        _ = list.watch(first.reader) {
            calls.append("first")
            guard !started else { return }
            started = true
            _ = list.watch(later.reader) { calls.append("later") }
        }
        pollOnce(list)
        #expect(calls == ["first"])
        pollOnce(list)
        #expect(calls == ["first", "first", "later"])
    }

    @Test func aClosedDescriptorIsNoLongerWatchedAndItsHandlerNotCalled() {
        let list = WatchedDescriptors()
        // A number no descriptor has here: one just closed could be reused at once by a
        // test running beside this one.
        let neverOpened: Int32 = 60_000
        var calls = 0
        _ = list.watch(neverOpened) { calls += 1 }
        pollOnce(list)
        #expect(calls == 0)
        #expect(list.watches.isEmpty)
    }

    @Test func aHangUpCallsTheHandlerSoItCanSeeTheEnd() {
        let list = WatchedDescriptors()
        let hungUp = TestPipe(withAByteWaiting: false)
        hungUp.closeWriter()
        var calls = 0
        _ = list.watch(hungUp.reader) { calls += 1 }
        pollOnce(list)
        #expect(calls == 1)
    }
}
