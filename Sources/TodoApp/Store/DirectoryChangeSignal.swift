import Dispatch
import Foundation
import Glibc

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
final class DirectoryChangeSignal: OutsideChangeSignal {
    /// Set once and cancelled once; Dispatch's sources are thread-safe, though the
    /// Linux overlay does not say they are `Sendable`.
    nonisolated(unsafe) private let source: any DispatchSourceRead
    private let pending = PendingChange()

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
            self?.pending.fire()
        }
        source.resume()
    }

    deinit {
        source.cancel()
    }

    func next(timeout: Duration?) async -> Bool {
        await pending.next(timeout: timeout)
    }

    /// Reads every event queued, which says no more than that something changed.
    private static func discardEvents(from descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    }
}
