import Dispatch
import Glibc

/// Delivers process signals as calls on the main actor, in place of their default action,
/// so the app can save and put the terminal back before it exits.
///
/// Each signal is first set to be ignored (so nothing kills the process before the watcher
/// is listening, and ncurses, finding the signal taken, installs no handler of its own);
/// `start` then hands it to a dispatch source on the main queue. `cancel` restores what
/// was there before.
@MainActor
final class SignalWatcher {
    private let signals: [Int32]
    private var previousActions: [Int32: sigaction] = [:]
    private var sources: [any DispatchSourceSignal] = []

    init(signals: [Int32]) {
        self.signals = signals
        for signal in signals {
            var previous = sigaction()
            sigaction(signal, nil, &previous)
            previousActions[signal] = previous
            Glibc.signal(signal, SIG_IGN)
        }
    }

    func start(_ handler: @escaping @MainActor (Int32) -> Void) {
        precondition(sources.isEmpty, "SignalWatcher.start was called twice; start it once.")
        for signal in signals {
            let source = DispatchSource.makeSignalSource(signal: signal, queue: .main)
            source.setEventHandler {
                MainActor.assumeIsolated { handler(signal) }
            }
            source.resume()
            sources.append(source)
        }
    }

    func cancel() {
        for source in sources { source.cancel() }
        sources.removeAll()
        for (signal, previous) in previousActions {
            var action = previous
            sigaction(signal, &action, nil)
        }
        previousActions.removeAll()
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
