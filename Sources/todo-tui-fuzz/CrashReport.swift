import Foundation
import Synchronization

/// Says which event a run was on when the process dies (a trap, a crash) or stops
/// making progress, since a crash takes the run's own report with it.
enum CrashReport {
    /// The index of the event being delivered; -1 outside a run.
    static let currentEvent = Atomic<Int>(-1)
    /// The options that make the run's events again (`--seed 42`).
    nonisolated(unsafe) private static var runOptions = ""
    nonisolated(unsafe) private static var previousHandlers: [Int32: sigaction] = [:]

    /// Installs the crash handlers and the hang watchdog for a run made again by `options`.
    static func watch(options: String) {
        runOptions = options
        for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in CrashReport.crashed(signal) }
            sigemptyset(&action.sa_mask)
            var previous = sigaction()
            sigaction(signal, &action, &previous)
            previousHandlers[signal] = previous
        }
        let watchdog = Thread {
            var last = -2
            var still = 0
            while true {
                sleep(10)
                let now = currentEvent.load(ordering: .relaxed)
                still = now == last && now >= 0 ? still + 10 : 0
                last = now
                if still >= 60 {
                    say("FUZZ FAILURE: event \(now) of \(runOptions) has not finished in \(still) s (a hang)."
                        + " Reproduce: todo-tui-fuzz \(runOptions) --events \(now + 1) --trace-from \(max(0, now - 30))")
                    exit(3)
                }
            }
        }
        watchdog.start()
    }

    /// Writes where the run was, then lets the previous handler (Swift's backtracer, or
    /// the default) end the process as it would have.
    private static func crashed(_ signal: Int32) {
        let event = currentEvent.load(ordering: .relaxed)
        let message = "\nFUZZ FAILURE: signal \(signal) during event \(event) of \(runOptions) (a crash)."
            + " Reproduce: todo-tui-fuzz \(runOptions) --events \(event + 1) --trace-from \(max(0, event - 30))\n"
        _ = message.withCString { write(2, $0, strlen($0)) }
        var previous = previousHandlers[signal] ?? sigaction()
        sigaction(signal, &previous, nil)
        raise(signal)
    }
}
