import Dispatch
import Glibc

/// Calls a handler on the main actor each time a descriptor has input (or hangs up).
///
/// ```swift
/// let watcher = InputWatcher(descriptor: STDIN_FILENO) { readEverythingPending() }
/// // ... later, on the main actor:
/// watcher.cancel()    // the handler is not called again
/// ```
///
/// The handler must read what is pending: the descriptor is watched level-triggered, so
/// input left unread calls it again at once.
///
/// When ``MainQueueLoop`` serves the main thread, it watches the descriptor in the same
/// `poll` as the main queue, so a key wakes the main thread alone and is handled there.
///
/// Otherwise (tests, an app with an `async` main) a thread of its own sleeps in `poll`
/// and handles the input on that same thread. Why not a dispatch read source on the
/// main queue: dispatch watches its sources from a manager thread, which, when a key
/// arrives, wakes a worker thread to run the handler on the main queue, and is woken
/// again once the handler is done to watch the descriptor anew: three threads woken for
/// each key, each of which waits for a processor on a busy machine. Here the thread the
/// kernel wakes for the key is the one that handles it: it runs the handler with
/// `DispatchQueue.main.sync`, which holds the main queue, so the handler runs on the
/// main actor, in turn with its other jobs; when the main queue is idle (dispatch serves
/// it from worker threads once an async `main` has started), dispatch runs the block
/// right there on the calling thread, without waking another.
@MainActor
final class InputWatcher {
    private var isCancelled = false
    /// Ends the watch: takes the descriptor from the loop, or wakes the thread to end it.
    private let stop: @MainActor () -> Void

    /// Starts watching `descriptor`: a duplicate of it, closed when the watch ends, so the
    /// caller may close theirs whenever it likes. Every descriptor the watch opens closes
    /// on exec, so a program the terminal is lent to inherits none of them.
    init(descriptor: Int32, handler: @escaping @MainActor () -> Void) {
        let input = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
        guard input >= 0 else {
            fatalError("InputWatcher could not copy its descriptor: \(String(cString: strerror(errno))). The process is out of file descriptors.")
        }
        if let watch = MainQueueLoop.watch(input, handler: handler) {
            stop = {
                MainQueueLoop.stopWatching(watch)
                close(input)
            }
            return
        }
        var wakePipe: [Int32] = [-1, -1]
        guard pipe(&wakePipe) == 0 else {
            fatalError("InputWatcher could not make a pipe: \(String(cString: strerror(errno))). The process is out of file descriptors.")
        }
        // The terminal's programs are started from the main actor, so none can inherit
        // the pipe before this.
        for end in wakePipe { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let wakeWriter = wakePipe[1]
        stop = {
            var byte: UInt8 = 0
            _ = write(wakeWriter, &byte, 1)
        }
        let loop = WatchLoop(
            input: input, wake: wakePipe[0], wakeWriter: wakeWriter,
            deliver: { [weak self] in
                DispatchQueue.main.sync {
                    MainActor.assumeIsolated {
                        guard let self, !self.isCancelled else { return }
                        handler()
                    }
                }
            }
        )
        loop.start()
    }

    /// Stops the watch: the handler is not called again, even by a thread already waiting
    /// for the main actor with input in hand. Safe to call more than once.
    func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        stop()
    }

    isolated deinit {
        cancel()
    }
}

/// The watching thread's side: what it polls, and what it calls when input comes.
private final class WatchLoop: Sendable {
    let input: Int32
    let wake: Int32
    let wakeWriter: Int32
    let deliver: @Sendable () -> Void

    init(input: Int32, wake: Int32, wakeWriter: Int32, deliver: @escaping @Sendable () -> Void) {
        self.input = input
        self.wake = wake
        self.wakeWriter = wakeWriter
        self.deliver = deliver
    }

    /// Starts the thread, detached, with every signal blocked, as dispatch's own threads
    /// have them: `SignalWatcher`'s handler then runs on some other thread, and never in
    /// the middle of handing a key over.
    func start() {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var allSignals = sigset_t()
        var previousSignals = sigset_t()
        sigfillset(&allSignals)
        pthread_sigmask(SIG_SETMASK, &allSignals, &previousSignals)
        defer { pthread_sigmask(SIG_SETMASK, &previousSignals, nil) }
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        let result = pthread_create(&thread, &attributes, { context in
            Unmanaged<WatchLoop>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context)
        guard result == 0 else {
            fatalError("InputWatcher could not start its thread: \(String(cString: strerror(result))).")
        }
    }

    /// Waits for input and hands it over until woken to stop. The thread ends only then,
    /// so `cancel`'s byte always finds the pipe open; it closes every descriptor it used.
    private func run() {
        if !watchInput() { waitForWake() }
        close(input)
        close(wake)
        close(wakeWriter)
    }

    /// Hands over input each time there is some; true once woken to stop, false when the
    /// input cannot be watched any more (an error `poll` cannot wait through).
    private func watchInput() -> Bool {
        var descriptors = [
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            if poll(&descriptors, 2, -1) < 0 {
                if errno == EINTR { continue }
                return false
            }
            if descriptors[1].revents != 0 { return true }
            if descriptors[0].revents & Int16(POLLNVAL) != 0 { return false }
            if descriptors[0].revents != 0 { deliver() }
        }
    }

    private func waitForWake() {
        var descriptor = pollfd(fd: wake, events: Int16(POLLIN), revents: 0)
        while poll(&descriptor, 1, -1) < 0 && errno == EINTR {}
    }
}
