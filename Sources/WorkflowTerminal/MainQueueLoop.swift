import CDispatchRunLoop
import Glibc

/// Runs a program's asynchronous work on the main thread and exits with the status it
/// returns: a synchronous `main` for an app, in place of an `async` one.
///
/// ```swift
/// @main
/// enum CounterMain {
///     static func main() {
///         MainQueueLoop.run { await TerminalApp.run(CounterWorkflow()) }
///     }
/// }
/// ```
///
/// Why: an `async` main (top-level `await`, or `static func main() async`) hands the main
/// queue to libdispatch's `dispatchMain()` at its first suspension, which ends the main
/// thread with `pthread_exit`. glibc unwinds the thread's stack for that, through the
/// whole program's unwind tables, so a terminal app paid about 0.6 MB of memory and half
/// a millisecond of its start for a thread it never used again, and its main-actor work
/// then ran on a worker thread. This loop keeps the main thread and serves the main
/// queue on it, through the hooks libdispatch gives a run loop (those CoreFoundation's
/// run loop uses), so main-actor work runs on the main thread.
public enum MainQueueLoop {
    /// Runs `body` on the main actor, serving the main queue on this, the main thread,
    /// until `body` returns; then exits the process with its status (`exit`, so atexit
    /// handlers run and standard output is flushed).
    ///
    /// Call it once, from a synchronous `main`, on the main thread.
    public static func run(_ body: @escaping @MainActor @Sendable () async -> Int32) -> Never {
        // Asked for first: from then on every addition to the main queue signals it.
        let handle = _dispatch_get_main_queue_handle_4CF()
        Task { @MainActor in
            exit(await body())
        }
        var wait = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
        while true {
            _dispatch_main_queue_callback_4CF(nil)
            // A signal interrupts the wait (EINTR); the queue is then served again.
            if poll(&wait, 1, -1) > 0 {
                var count: UInt64 = 0
                _ = read(handle, &count, MemoryLayout<UInt64>.size)
            }
        }
    }
}
