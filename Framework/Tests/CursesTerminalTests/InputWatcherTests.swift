import Glibc
import TerminalTesting
import Testing
@testable import CursesTerminal

/// The thread that waits for the terminal's input and hands it to the main actor.
@MainActor @Suite
struct InputWatcherTests {
    /// A connected pair of sockets: the test writes on `ours`, the watcher watches `theirs`.
    private struct SocketPair {
        let ours: Int32
        let theirs: Int32

        init() throws {
            var descriptors: [Int32] = [-1, -1]
            guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &descriptors) == 0 else {
                throw PseudoTerminalError("socketpair failed: \(String(cString: strerror(errno)))")
            }
            ours = descriptors[0]
            theirs = descriptors[1]
        }

        func send(_ text: String) {
            _ = Array(text.utf8).withUnsafeBytes { Glibc.send(ours, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        }

        /// Whether every descriptor of `theirs` is closed, the watcher's own copy too.
        var theirsIsClosed: Bool {
            var descriptor = pollfd(fd: ours, events: 0, revents: 0)
            return poll(&descriptor, 1, 0) == 1 && descriptor.revents & Int16(POLLHUP) != 0
        }
    }

    /// Reads what is waiting on `descriptor` without blocking.
    private static func readPending(_ descriptor: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = recv(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT))
        return count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : ""
    }

    @Test func theHandlerGetsEachInputOnTheMainActorAsItArrives() async throws {
        let pair = try SocketPair()
        defer { close(pair.ours); close(pair.theirs) }
        var received = ""
        let watcher = InputWatcher(descriptor: pair.theirs) {
            MainActor.assertIsolated()
            received += Self.readPending(pair.theirs)
        }
        defer { watcher.cancel() }

        pair.send("a")
        _ = await eventually(within: .seconds(20), pollingEvery: .milliseconds(1)) { received == "a" }
        #expect(received == "a")
        pair.send("b")
        _ = await eventually(within: .seconds(20), pollingEvery: .milliseconds(1)) { received == "ab" }
        #expect(received == "ab")
    }

    @Test func aCancelledWatchHandsOverNothingMoreEvenInputAlreadyWaitingAndClosesItsDescriptors() async throws {
        let pair = try SocketPair()
        defer { close(pair.ours) }
        var calls = 0
        let watcher = InputWatcher(descriptor: pair.theirs) { calls += 1 }
        // From here on only the watcher holds this end: once its thread has ended, the
        // test's end sees the other side hang up.
        close(pair.theirs)

        // The thread wakes for this input at once, but the main actor is the test's until
        // it awaits, so the thread is still waiting for it when the watch is cancelled.
        pair.send("late")
        watcher.cancel()
        _ = await eventually(within: .seconds(20), pollingEvery: .milliseconds(1)) { pair.theirsIsClosed }

        #expect(pair.theirsIsClosed, "the watcher's copy of the descriptor is closed")
        #expect(calls == 0)
    }
}
