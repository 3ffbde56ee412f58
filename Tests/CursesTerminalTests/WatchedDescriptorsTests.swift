import Glibc
import Testing
@testable import CursesTerminal

/// The watch list `MainQueueLoop` serves: which handlers one `poll` calls.
@MainActor @Suite struct WatchedDescriptorsTests {
    /// A pipe with a byte waiting in it, closed when the test ends.
    private final class ReadyPipe {
        let reader: Int32
        let writer: Int32

        init() {
            var ends: [Int32] = [-1, -1]
            precondition(pipe(&ends) == 0)
            reader = ends[0]
            writer = ends[1]
            var byte: UInt8 = 1
            _ = write(writer, &byte, 1)
        }

        deinit {
            close(reader)
            close(writer)
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
        let ready = ReadyPipe()
        var idleEnds: [Int32] = [-1, -1]
        #expect(pipe(&idleEnds) == 0)
        defer { idleEnds.forEach { close($0) } }
        var calls: [String] = []
        _ = list.watch(ready.reader) { calls.append("ready") }
        _ = list.watch(idleEnds[0]) { calls.append("idle") }
        pollOnce(list)
        #expect(calls == ["ready"])
    }

    @Test func aWatchStoppedByAnEarlierHandlerInTheSamePollIsNotCalled() {
        let list = WatchedDescriptors()
        let first = ReadyPipe()
        let second = ReadyPipe()
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
        let first = ReadyPipe()
        let later = ReadyPipe()
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
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        var calls = 0
        _ = list.watch(ends[0]) { calls += 1 }
        pollOnce(list)
        #expect(calls == 0)
        #expect(list.watches.isEmpty)
    }

    @Test func aHangUpCallsTheHandlerSoItCanSeeTheEnd() {
        let list = WatchedDescriptors()
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        close(ends[1])
        defer { close(ends[0]) }
        var calls = 0
        _ = list.watch(ends[0]) { calls += 1 }
        pollOnce(list)
        #expect(calls == 1)
    }
}
