import Foundation
import Synchronization

/// What the link is doing, as its thread sees it.
enum LinkMode: Equatable, Sendable {
    case forwarding
    case cut(ServerLink.Cut)
    case stopped
}

/// How callers tell the link's thread what to do: a mode in a mailbox and a byte down a
/// pipe to wake it; the caller waits until the thread has done it, so that a test's next
/// line sees the link cut. Only the thread touches the sockets.
final class LinkControl: Sendable {
    private struct Request {
        var mode: LinkMode
        var done: DispatchSemaphore
    }

    private struct State {
        var requests: [Request] = []
        var isStopping = false
    }

    private let state = Mutex(State())
    let wakeWriter: Int32

    init(wakeWriter: Int32) {
        self.wakeWriter = wakeWriter
    }

    /// Asks for `mode` and waits until the thread is in it; false, at once, once the link
    /// is stopped or stopping.
    @discardableResult
    func send(_ mode: LinkMode) -> Bool {
        let done = DispatchSemaphore(value: 0)
        let sent = state.withLock { state in
            guard !state.isStopping else { return false }
            state.isStopping = mode == .stopped
            state.requests.append(Request(mode: mode, done: done))
            // Under the lock: once the stop is asked, nobody writes to the pipe, which
            // ``ServerLink/stop()`` then closes.
            var byte: UInt8 = 1
            _ = write(wakeWriter, &byte, 1)
            return true
        }
        guard sent else { return false }
        done.wait()
        return true
    }

    /// Applies what was asked, in order, and tells each asker it is done.
    func take(_ apply: (LinkMode) -> Void) {
        let requests = state.withLock { state in
            defer { state.requests.removeAll() }
            return state.requests
        }
        for request in requests {
            apply(request.mode)
            request.done.signal()
        }
    }
}
