import CMainLoop
import Glibc

/// Runs a program's asynchronous work on the main thread and exits with the status it
/// returns: a synchronous `main` for an app, in place of an `async` one.
///
/// ```swift
/// @main
/// enum ContactsMain {
///     static func main() {
///         MainQueueLoop.run { await runContacts() }
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
///
/// Signals reach the program only while the loop waits, as they did `dispatchMain()`'s
/// thread: main-actor code (curses reading a key's escape sequence, say) is never cut
/// short by one.
public enum MainQueueLoop {
    /// Runs `body` on the main actor, serving the main queue on this, the main thread,
    /// until `body` returns; then exits the process with its status (`exit`, so atexit
    /// handlers run and standard output is flushed).
    ///
    /// Call it once, from a synchronous `main`, on the main thread.
    public static func run(_ body: @escaping @MainActor @Sendable () async -> Int32) -> Never {
        precondition(gettid() == getpid(), "MainQueueLoop.run is called on the main thread, from a synchronous main")
        MainActor.assumeIsolated {
            precondition(descriptors == nil, "MainQueueLoop.run is called once")
            descriptors = WatchedDescriptors()
        }
        // Asked for first: from then on every addition to the main queue signals it.
        let queueHandle = _dispatch_get_main_queue_handle_4CF()
        // At medium priority, not the user-initiated one a task made on the main thread
        // gets: its child tasks then run on libdispatch threads at that priority, and
        // libdispatch on Linux gives a user-initiated thread a nice of -2, which a user
        // without the privilege cannot set: each such thread wrote a line to the system
        // log. The main actor's work runs on this thread whatever its priority.
        Task(priority: .medium) { @MainActor in
            exit(await body())
        }
        // Every signal but those a fault raises is held back from this thread except in
        // the wait. Dispatch's threads block them all, so a pending signal waits for the
        // loop's next `poll`, which lets all of them through: a program started with
        // signals blocked (by a test runner's thread, say) still gets them.
        var heldBack = sigset_t()
        sigfillset(&heldBack)
        for fault in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGSYS, SIGABRT, SIGPIPE] {
            sigdelset(&heldBack, fault)
        }
        pthread_sigmask(SIG_SETMASK, &heldBack, nil)
        var letThrough = sigset_t()
        sigemptyset(&letThrough)
        while true {
            _dispatch_main_queue_callback_4CF(nil)
            MainActor.assumeIsolated { wait(queueHandle: queueHandle, signals: &letThrough) }
        }
    }

    /// The descriptors watched, once the loop runs.
    @MainActor private static var descriptors: WatchedDescriptors?

    /// Calls `handler` on the main actor, from the loop, whenever `descriptor` has input
    /// (or hangs up), level-triggered: the handler must read what is pending. Nil when
    /// the loop is not running (a test, an `async` main): the caller watches some other
    /// way.
    @MainActor
    static func watch(_ descriptor: Int32, handler: @escaping @MainActor () -> Void) -> WatchedDescriptors.Watch? {
        descriptors?.watch(descriptor, handler: handler)
    }

    /// Stops calling the watch's handler, at once: not even for input `poll` has already
    /// reported.
    @MainActor
    static func stopWatching(_ watch: WatchedDescriptors.Watch) {
        descriptors?.stopWatching(watch)
    }

    /// Sleeps until the main queue has work, a watched descriptor has input or a signal
    /// comes, and calls the handlers of the descriptors that have input.
    @MainActor
    private static func wait(queueHandle: Int32, signals: inout sigset_t) {
        guard let descriptors else { return }
        let watched = descriptors.watches
        var entries = [pollfd(fd: queueHandle, events: Int16(POLLIN), revents: 0)] + descriptors.pollEntries()
        if ppoll(&entries, nfds_t(entries.count), nil, &signals) < 0 {
            // A signal cut the wait short. Its handler has noted it, and dispatch puts its
            // delivery on the main queue, whose handle wakes the loop again.
            guard errno == EINTR else {
                fatalError("MainQueueLoop could not wait: \(String(cString: strerror(errno))).")
            }
            return
        }
        if entries[0].revents & Int16(POLLNVAL) != 0 {
            fatalError("MainQueueLoop lost the main queue's handle: was dispatchMain() called?")
        }
        if entries[0].revents != 0 {
            var count: UInt64 = 0
            _ = read(queueHandle, &count, MemoryLayout<UInt64>.size)
        }
        descriptors.serve(entries.dropFirst(), for: watched)
    }
}
