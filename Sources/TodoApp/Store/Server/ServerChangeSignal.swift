import Foundation
import Glibc
import Logging
import PostgresClient

/// Wakes whoever waits on it when a list on the server changed: a connection of its own
/// listens on the list's channel (`LISTEN todo_tui_<id>`), which the change triggers
/// notify as each commit lands. Nothing is sent or woken while nothing changes.
///
/// When the connection is lost (the server restarted, the network dropped) it connects
/// again with backoff (1 s, doubling to 4 s: changes kept offline go out within 5 s of
/// the server's return) and wakes the waiter once it is back, so that what was missed
/// meanwhile is read. ``isConnected`` says which it is.
final class ServerChangeSignal: OutsideChangeSignal, @unchecked Sendable {
    private let pending = PendingChange()
    /// A pipe whose writing end, written when the signal is dropped, wakes the thread.
    private let wakeWriter: Int32
    private let stopped = NSLock()
    private var isStopped = false
    private let connectionLock = NSLock()
    /// Nil until the first attempt to connect has ended.
    private var connected: Bool?

    var isToldAfterCommit: Bool { true }

    /// Starts listening for changes to list `list` on the server `conninfo` names.
    init(conninfo: String, environment: [String: String], list: Int64, logger: Logger) {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        }
        let wake = ends[0]
        wakeWriter = ends[1]
        let thread = Thread { [weak self] in
            Self.listen(conninfo: conninfo, environment: environment, list: list, logger: logger, wake: wake) { [weak self] event in
                guard let self else { return false }
                switch event {
                case .changed: self.pending.fire()
                case .connected(let isConnected):
                    let changed = self.connectionLock.withLock {
                        defer { self.connected = isConnected }
                        return self.connected != isConnected
                    }
                    // Gone, or back (when what was missed is read): the waiter hears of it.
                    if changed { self.pending.fire() }
                }
                return !self.stopped.withLock { self.isStopped }
            }
            close(wake)
        }
        thread.name = "todo-tui.listen"
        thread.start()
    }

    deinit {
        stopped.withLock { isStopped = true }
        var byte: UInt8 = 1
        _ = write(wakeWriter, &byte, 1)
        close(wakeWriter)
    }

    /// Whether the server was found gone and is not back yet.
    var isAway: Bool { connectionLock.withLock { connected == false } }

    func next(timeout: Duration?) async -> Bool {
        await pending.next(timeout: timeout)
    }

    private enum Event {
        case changed
        case connected(Bool)
    }

    /// The listening loop, on a thread of its own since libpq blocks: runs until `report`
    /// returns false (the signal is gone) or `wake` is written.
    private static func listen(
        conninfo: String, environment: [String: String], list: Int64, logger: Logger, wake: Int32,
        report: (Event) -> Bool
    ) {
        var backoff: Duration = .seconds(1)
        while true {
            if let connection = try? ServerConnection.connect(conninfo, environment: environment),
               (try? connection.execute("LISTEN todo_tui_\(list)")) != nil {
                backoff = .seconds(1)
                guard report(.connected(true)) else { return }
                while true {
                    guard connection.waitForInput(timeout: nil, wake: wake) == .serverSent else { return }
                    guard let arrived = try? connection.notifications() else { break }
                    if !arrived.isEmpty, !report(.changed) { return }
                }
                logger.notice("Lost the server's change notifications; connecting again")
            }
            guard report(.connected(false)) else { return }
            // Waits out the backoff, or less if the signal is dropped meanwhile.
            if waitForWake(wake, timeout: backoff) { return }
            backoff = min(backoff * 2, .seconds(4))
        }
    }

    /// Whether `wake` was written within `timeout`.
    private static func waitForWake(_ wake: Int32, timeout: Duration) -> Bool {
        var descriptor = pollfd(fd: wake, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(timeout.components.seconds * 1000)
        while poll(&descriptor, 1, milliseconds) == -1 && errno == EINTR {}
        return descriptor.revents != 0
    }
}
