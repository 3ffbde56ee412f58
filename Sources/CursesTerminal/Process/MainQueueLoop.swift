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
/// The loop sleeps in one `poll` until the main queue has work or the terminal has
/// input, and does either on the main thread: a key wakes only the thread that handles
/// it, as in a C curses program.
///
/// Why not an `async` main (top-level `await`, or `static func main() async`): it hands
/// the main queue to libdispatch's `dispatchMain()` at its first suspension, which ends
/// the main thread with `pthread_exit`. glibc unwinds the thread's stack for that,
/// through the whole program's unwind tables, so a terminal app paid about 0.6 MB of
/// memory and half a millisecond of its start for a thread it never used again; its
/// main-actor work then ran on worker threads, and input needed a thread of its own.
/// The main queue is served through the hooks libdispatch gives a run loop, those
/// CoreFoundation's run loop uses.
public enum MainQueueLoop {
    /// Runs `body` on the main actor, serving the main queue on this, the main thread,
    /// until `body` returns; then exits the process with its status (`exit`, so atexit
    /// handlers run and standard output is flushed).
    ///
    /// Call it once, from a synchronous `main`, on the main thread.
    public static func run(_ body: @escaping @MainActor @Sendable () async -> Int32) -> Never {
        // Asked for first: from then on every addition to the main queue signals it.
        let queueHandle = _dispatch_get_main_queue_handle_4CF()
        Task { @MainActor in
            exit(await body())
        }
        // Traps unless this is the main thread.
        MainActor.assumeIsolated { isRunning = true }
        // Signals reach the program through this thread, whatever mask it was started
        // with: dispatch's threads block every signal, so a program started with them
        // blocked (by a parent's thread that blocks them, as test runners' do) would
        // never receive one. `dispatchMain()` lets them all through its thread too.
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        pthread_sigmask(SIG_SETMASK, &noSignals, nil)
        while true {
            _dispatch_main_queue_callback_4CF(nil)
            MainActor.assumeIsolated { waitAndServeDescriptors(queueHandle: queueHandle) }
        }
    }

    // MARK: Watching descriptors

    /// A descriptor the loop watches for input, with what to call when it has some.
    final class Watch {
        let descriptor: Int32
        let handler: @MainActor () -> Void

        init(descriptor: Int32, handler: @escaping @MainActor () -> Void) {
            self.descriptor = descriptor
            self.handler = handler
        }
    }

    /// Whether the loop serves this process's main thread.
    @MainActor private static var isRunning = false
    @MainActor private static var watches: [Watch] = []

    /// Calls `handler` on the main actor, from the loop, whenever `descriptor` has input
    /// (or hangs up), level-triggered: the handler must read what is pending. Nil when
    /// the loop is not running (a test, an `async` main): the caller watches some other
    /// way.
    @MainActor
    static func watch(_ descriptor: Int32, handler: @escaping @MainActor () -> Void) -> Watch? {
        guard isRunning else { return nil }
        let watch = Watch(descriptor: descriptor, handler: handler)
        watches.append(watch)
        return watch
    }

    /// Stops calling the watch's handler, at once: not even for input `poll` has already
    /// reported.
    @MainActor
    static func stopWatching(_ watch: Watch) {
        watches.removeAll { $0 === watch }
    }

    /// Sleeps until the main queue has work or a watched descriptor has input, and calls
    /// the handlers of those that have.
    @MainActor
    private static func waitAndServeDescriptors(queueHandle: Int32) {
        let watched = watches
        var descriptors = [pollfd(fd: queueHandle, events: Int16(POLLIN), revents: 0)]
        descriptors += watched.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
        // A signal interrupts the wait (EINTR); its handler has noted it for the main
        // queue, which the loop serves next.
        guard poll(&descriptors, nfds_t(descriptors.count), -1) > 0 else { return }
        if descriptors[0].revents != 0 {
            var count: UInt64 = 0
            _ = read(queueHandle, &count, MemoryLayout<UInt64>.size)
        }
        for (watch, polled) in zip(watched, descriptors.dropFirst()) where polled.revents != 0 {
            // A handler may stop this watch or another: only those still watched run.
            guard watches.contains(where: { $0 === watch }) else { continue }
            if polled.revents & Int16(POLLNVAL) != 0 {
                // Closed under the loop: nothing will ever come.
                stopWatching(watch)
            } else {
                watch.handler()
            }
        }
    }
}
