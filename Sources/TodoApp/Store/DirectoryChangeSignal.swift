import Dispatch
import Foundation
import Glibc
import Synchronization

/// Wakes whoever waits on it when a file in one directory is written, created, renamed
/// or removed: how a todo-tui hears that another may have changed the database without
/// looking every second (a commit writes the database's `-wal` file, or the file itself).
///
/// It only says that something changed, not what: the waiter then asks the store
/// (``OutsideChangeDetecting/outsideChangeMark()``), and this process's own writes wake
/// it too. It uses Linux's inotify, which a network file system may not feed with other
/// machines' writes, so a waiter still looks now and then (``next(timeout:)``).
///
/// ```swift
/// if let signal = DirectoryChangeSignal(directory: location.directory) {
///     let changed = await signal.next(timeout: .seconds(30))   // false: timed out
/// }
/// ```
final class DirectoryChangeSignal: Sendable {
    /// Set once and cancelled once; Dispatch's sources are thread-safe, though the
    /// Linux overlay does not say they are `Sendable`.
    nonisolated(unsafe) private let source: any DispatchSourceRead
    private let state = Mutex(State())

    private struct State {
        /// A change came while nobody waited: the next wait returns at once.
        var isPending = false
        var waiter: Waiter?
        var waits = 0
    }

    private struct Waiter {
        /// Which wait this is, so that the timeout of an earlier one ends nothing.
        var number: Int
        var continuation: CheckedContinuation<Bool, Never>
    }

    /// Nil when the directory cannot be watched (inotify is out of watches, or the
    /// directory is gone).
    init?(directory: URL) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        let events = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_TO | IN_MOVED_FROM)
        guard inotify_add_watch(descriptor, directory.path, events) >= 0 else {
            close(descriptor)
            return nil
        }
        // Dispatch watches the descriptor with the threads it already has: nothing
        // wakes while nothing changes.
        source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .global(qos: .utility))
        source.setCancelHandler { close(descriptor) }
        source.setEventHandler { [weak self] in
            Self.discardEvents(from: descriptor)
            self?.changed()
        }
        source.resume()
    }

    private func changed() {
        finishWait(number: nil, changed: true)
    }

    deinit {
        source.cancel()
        state.withLock { $0.waiter }?.continuation.resume(returning: false)
    }

    /// Returns true at the next change, at once if one came since the last call, or
    /// false once `timeout` passed without one (or the task was cancelled).
    ///
    /// The timeout is a Dispatch timer, not `Task.sleep`: on Linux a task sleeping
    /// wakes Dispatch's timer thread every second however long the sleep, which is
    /// what this signal is for an app left open not to do.
    func next(timeout: Duration) async -> Bool {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let wait = state.withLock { state -> (number: Int, endsNow: Bool?) in
                    if state.isPending {
                        state.isPending = false
                        return (0, true)
                    }
                    if Task.isCancelled { return (0, false) }
                    state.waits += 1
                    state.waiter = Waiter(number: state.waits, continuation: continuation)
                    return (state.waits, nil)
                }
                if let endsNow = wait.endsNow {
                    continuation.resume(returning: endsNow)
                    return
                }
                // A year at most, which a count of nanoseconds holds.
                let (seconds, attoseconds) = min(max(timeout, .zero), .seconds(31_536_000)).components
                let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
                DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { [weak self] in
                    self?.finishWait(number: wait.number, changed: false)
                }
            }
        } onCancel: {
            finishWait(number: nil, changed: false)
        }
    }

    /// Ends the wait numbered `number` (any wait, when nil) with `changed`; a change
    /// with nobody waiting is kept for the next wait.
    private func finishWait(number: Int?, changed: Bool) {
        state.withLock { state -> Waiter? in
            guard let waiter = state.waiter, number == nil || waiter.number == number else {
                if changed { state.isPending = true }
                return nil
            }
            state.waiter = nil
            return waiter
        }?.continuation.resume(returning: changed)
    }

    /// Reads every event queued, which says no more than that something changed.
    private static func discardEvents(from descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    }
}
