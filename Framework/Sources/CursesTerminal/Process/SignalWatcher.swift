import Dispatch
import Glibc
import Synchronization

/// Delivers process signals as calls on the main actor, in place of their default action,
/// so the app can save and put the terminal back before it exits.
///
/// Each signal gets a handler that notes it and writes a byte to a pipe; a dispatch read
/// source on the main queue wakes for the byte and delivers what was noted, in the order
/// of `signals`, once per wake (a storm of SIGWINCH is one call). `cancel` restores what
/// each signal did before. One watcher is active at a time (the terminal's). Taking the signals at once also keeps ncurses, which finds
/// them taken, from installing handlers of its own.
///
/// Why not dispatch's own signal sources: on Linux dispatch takes a signal over from its
/// manager thread some time after `resume`, and it was ignored until then (a SIGTERM
/// sent as the first frame was drawn left the app running one time in eight); and it
/// installs its handler only for the first source a process makes for a signal, so a
/// terminal opened again after `cancel` put the old action back never heard of the
/// signal again. A pipe keeps what comes before anyone reads it.
@MainActor
final class SignalWatcher {
    private let signals: [Int32]
    private var previousActions: [Int32: sigaction] = [:]
    private var wakeSource: (any DispatchSourceRead)?
    private var isCancelled = false
    /// The signals' handlers and their pipe are the process's: one watcher at a time.
    private static var aWatcherIsActive = false

    init(signals: [Int32]) {
        precondition(!Self.aWatcherIsActive, "A SignalWatcher was made while another is active; cancel the first one.")
        Self.aWatcherIsActive = true
        self.signals = signals
        // Made before any handler can run, so a handler never waits for it to be made.
        _ = CaughtSignals.wakePipe
        for signal in signals {
            _ = CaughtSignals.take(signal)
            var noting = sigaction()
            noting.__sigaction_handler.sa_handler = { signal in CaughtSignals.note(signal) }
            sigemptyset(&noting.sa_mask)
            noting.sa_flags = SA_RESTART
            var previous = sigaction()
            sigaction(signal, &noting, &previous)
            previousActions[signal] = previous
        }
    }

    /// Starts delivering: first any signal that came since `init`, then each as it comes.
    func start(_ handler: @escaping @MainActor (Int32) -> Void) {
        precondition(wakeSource == nil, "SignalWatcher.start was called twice; start it once.")
        precondition(!isCancelled, "SignalWatcher.start was called after cancel; make a new watcher.")
        let reader = CaughtSignals.wakePipe.reader
        let source = DispatchSource.makeReadSource(fileDescriptor: reader, queue: .main)
        source.setEventHandler { [signals] in
            MainActor.assumeIsolated {
                Self.drain(reader)
                for signal in signals where CaughtSignals.take(signal) { handler(signal) }
            }
        }
        source.resume()
        wakeSource = source
    }

    /// Gives each signal back the action it had before; nothing is delivered after this.
    /// Safe to call more than once.
    func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        for (signal, previous) in previousActions {
            var action = previous
            sigaction(signal, &action, nil)
            _ = CaughtSignals.take(signal)
        }
        previousActions.removeAll()
        wakeSource?.cancel()
        wakeSource = nil
        Self.aWatcherIsActive = false
    }

    private static func drain(_ descriptor: Int32) {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(descriptor, &bytes, bytes.count) > 0 {}
    }

    /// Stops the process the way Ctrl-Z normally does: SIGTSTP with its default action.
    /// Returns once the shell continues the process (`fg`), with the watcher's handling
    /// of SIGTSTP back in place.
    ///
    /// The signal is raised in the calling thread with SIGTSTP unblocked there. The
    /// main queue may be served by a dispatch worker thread, which blocks signals; a
    /// process-wide `kill` would instead reach another thread later, after the watcher's
    /// handler was back, and come round again as a new SIGTSTP.
    func stopProcessAsIfByControlZ() {
        var current = sigaction()
        var defaultAction = sigaction()
        defaultAction.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&defaultAction.sa_mask)
        sigaction(SIGTSTP, &defaultAction, &current)
        var onlyStop = sigset_t()
        var previousMask = sigset_t()
        sigemptyset(&onlyStop)
        sigaddset(&onlyStop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &onlyStop, &previousMask)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        sigaction(SIGTSTP, &current, nil)
    }
}

/// The signals caught and not yet delivered, one bit per signal number, and the pipe
/// that wakes the watcher: what a signal handler may touch, so an atomic, a descriptor
/// that never changes, and nothing that allocates or locks.
enum CaughtSignals {
    private static let noted = Atomic<UInt64>(0)

    /// Made once and never closed: a handler running on another thread as a watcher is
    /// cancelled could otherwise write its byte to a descriptor number the process has
    /// meanwhile given to another file. Made on the main actor, which starts every
    /// program the terminal is lent to, so none inherits it before it closes on exec.
    /// Neither end blocks: a handler must not wait on a full pipe, and draining stops
    /// when it is empty.
    static let wakePipe: (reader: Int32, writer: Int32) = {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            fatalError("SignalWatcher could not make a pipe: \(String(cString: strerror(errno))). The process is out of file descriptors.")
        }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        return (ends[0], ends[1])
    }()

    private static func bit(_ signal: Int32) -> UInt64 {
        signal > 0 && signal <= 64 ? 1 << UInt64(signal - 1) : 0
    }

    /// The signal handler: async-signal-safe, and leaves `errno` as it found it. A full
    /// pipe already holds a wake, so a write that fails loses nothing.
    static func note(_ signal: Int32) {
        let savedError = errno
        noted.bitwiseOr(bit(signal), ordering: .sequentiallyConsistent)
        var byte: UInt8 = 0
        _ = write(wakePipe.writer, &byte, 1)
        errno = savedError
    }

    /// Whether `signal` was caught since last asked, forgetting it.
    static func take(_ signal: Int32) -> Bool {
        noted.bitwiseAnd(~bit(signal), ordering: .sequentiallyConsistent).oldValue & bit(signal) != 0
    }
}
