import Glibc

/// Puts the terminal back when the process dies without `close()`: on a crash signal, and
/// on an `exit()` that skipped `close()`.
///
/// A signal handler may only do async-signal-safe work, so everything it needs is
/// prepared beforehand in `state`: the terminal's descriptor, the terminal modes to
/// restore and the reset bytes, as plain C values behind a pointer. The handler makes
/// two system calls (`tcsetattr`, `write`), hands the signal to whoever handled it
/// before (Swift's backtracer, or the default action) and returns; it never allocates,
/// retains or locks.
enum EmergencyRestore {
    /// The process-wide state the handlers read: the one global in this module.
    ///
    /// Written only on the main actor (`arm`, `disarm`); read by the crash handlers and
    /// the exit handler. It is a pointer, not a Swift variable, so that reading it in a
    /// handler involves no exclusivity check, and it is created (`arm` touches it) before
    /// any handler can run.
    struct State {
        var isArmed = false
        var descriptor: Int32 = -1
        var terminalModes = termios()
        var resetBytes: UnsafeMutablePointer<UInt8>?
        var resetCount = 0
        var hasCrashHandlers = false
        var hasExitHandler = false
        /// What each crash signal did before we took it over, indexed by signal number.
        var previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(NSIG))
    }

    nonisolated(unsafe) static let state: UnsafeMutablePointer<State> = {
        let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: State())
        return state
    }()

    /// The signals that mean the process is dying. SIGQUIT is among them: its default
    /// action also ends the process with a core dump.
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGQUIT]

    /// Remembers how to restore the terminal on `descriptor` and, if asked, takes over the
    /// crash signals and registers an exit handler.
    @MainActor
    static func arm(descriptor: Int32, terminalModes: termios, resetSequence: [UInt8], installsHandlers: Bool) {
        disarm()
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, resetSequence.count))
        bytes.initialize(from: resetSequence, count: resetSequence.count)
        state.pointee.descriptor = descriptor
        state.pointee.terminalModes = terminalModes
        state.pointee.resetBytes = bytes
        state.pointee.resetCount = resetSequence.count
        if installsHandlers {
            installCrashHandlers()
            registerExitHandlerOnce()
        }
        state.pointee.isArmed = true
    }

    /// Forgets the terminal (it was restored properly) and gives the crash signals back.
    @MainActor
    static func disarm() {
        state.pointee.isArmed = false
        if state.pointee.hasCrashHandlers {
            for signal in crashSignals {
                sigaction(signal, state.pointee.previousActions + Int(signal), nil)
            }
            state.pointee.hasCrashHandlers = false
        }
        state.pointee.resetBytes?.deallocate()
        state.pointee.resetBytes = nil
        state.pointee.resetCount = 0
    }

    /// Async-signal-safe: restores the terminal modes and writes the reset bytes.
    static func restoreTerminal() {
        let state = state
        guard state.pointee.isArmed else { return }
        state.pointee.isArmed = false
        _ = tcsetattr(state.pointee.descriptor, TCSANOW, &state.pointee.terminalModes)
        if let bytes = state.pointee.resetBytes {
            _ = write(state.pointee.descriptor, bytes, state.pointee.resetCount)
        }
    }

    // MARK: Handlers

    @MainActor
    private static func installCrashHandlers() {
        var action = sigaction()
        // A plain function, not a closure, for the same reason as the exit handler: the
        // crash may happen on any thread, where a main-actor closure's check would trap.
        action.__sigaction_handler.sa_handler = restoreTerminalOnCrash
        sigemptyset(&action.sa_mask)
        // Run on the alternate stack when one is set up, so a stack overflow can be handled.
        action.sa_flags = SA_ONSTACK
        for signal in crashSignals {
            sigaction(signal, &action, state.pointee.previousActions + Int(signal))
        }
        state.pointee.hasCrashHandlers = true
    }

    /// Restores the terminal, puts back the previous handler and re-raises. The signal is
    /// blocked while this runs, so it is delivered again as soon as this returns, now to
    /// the previous handler, which prints its backtrace on a usable terminal or ends the
    /// process with the default action.
    fileprivate static func handleCrash(_ signal: Int32) {
        restoreTerminal()
        sigaction(signal, state.pointee.previousActions + Int(signal), nil)
        raise(signal)
    }

    @MainActor
    private static func registerExitHandlerOnce() {
        guard !state.pointee.hasExitHandler else { return }
        state.pointee.hasExitHandler = true
        // A plain function, not a closure: a closure formed here would be main-actor
        // isolated, and `exit` may run the handler on any thread (an async main exits
        // from the cooperative pool), where that isolation check would crash.
        atexit(restoreTerminalAtExit)
    }
}

private func restoreTerminalAtExit() {
    EmergencyRestore.restoreTerminal()
}

private func restoreTerminalOnCrash(_ signal: Int32) {
    EmergencyRestore.handleCrash(signal)
}
