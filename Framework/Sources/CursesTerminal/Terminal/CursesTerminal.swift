import CNcurses
import Dispatch
import Glibc
import TerminalCore

/// The real terminal: writes `FrameUpdate`s to it and turns keys, resizes and signals
/// into `TerminalEvent` batches, with ncurses setting it up and reading the keys.
///
/// ```swift
/// let terminal = try CursesTerminal.open()       // throws when stdin/stdout is not a tty
/// defer { terminal.close() }                     // idempotent; restores the terminal
/// let session = TerminalSession(root: ..., device: terminal)
/// let reason = await terminal.run { events in session.handle(events) }
/// ```
///
/// `run` sleeps until the terminal has input or a signal arrives (other main-actor work,
/// such as a worker's result, runs meanwhile), then hands over everything pending as one
/// batch, so a paste or key repeat costs one frame. Ctrl-Z suspends with the terminal
/// restored; `fg` brings the picture back. `runInForeground` lends the terminal to
/// another program (an editor) and takes it back after. Every way out (normal, error,
/// signal, crash) leaves the terminal as the shell had it.
@MainActor
public final class CursesTerminal: TerminalDevice {
    /// The terminal's size now. A terminal with no rows or columns is reported as such;
    /// frames of that size draw nothing.
    public private(set) var size: Size

    /// False once `close()` has run.
    public var isOpen: Bool { screen != nil }

    /// Whether frames are drawn in colour: false when the configuration does not allow
    /// colour (`NO_COLOR`) or the terminal has none. Styles still draw without it, their
    /// colours dropped; an app picks a theme made for that (`Theme.monochrome`).
    public var drawsInColor: Bool { writer.palette.isEnabled }

    private let configuration: Configuration
    private var screen: CursesScreen?
    private var writer: FrameWriter
    private var decoder = KeyDecoder()
    private var doubleClicks = DoubleClickDetector()
    private let signalWatcher: SignalWatcher?
    private var inputWatcher: InputWatcher?
    private var running: Running?
    /// A stop that came while `run` was not running; the next `run` returns it at once.
    private var pendingStop: StopReason?
    /// Events that came while `run` was not running; the next `run` delivers them first.
    private var pendingEvents: [TerminalEvent] = []
    /// The program the terminal is lent to, while one runs (`runInForeground`).
    private var borrower: pid_t?
    /// A stop that came while the terminal was lent; it takes effect once it is back.
    private var stopWhenBack: StopReason?

    private struct Running {
        var handler: @MainActor ([TerminalEvent]) -> Void
        var continuation: CheckedContinuation<StopReason, Never>
    }

    private static let endingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// curses keeps one current screen per process, so one terminal is open at a time.
    private static var aTerminalIsOpen = false

    // MARK: Opening and closing

    /// Starts curses on the configured terminal (by default standard input and output).
    ///
    /// Throws `OpenError.notATerminal` before writing anything when either descriptor is
    /// not a tty, so a redirected program leaves no escape codes in a file.
    public static func open(_ configuration: Configuration = .init()) throws(OpenError) -> CursesTerminal {
        precondition(!aTerminalIsOpen, "CursesTerminal.open was called while another CursesTerminal is open; curses drives one terminal per process, so close() the first one before opening another.")
        for descriptor in [configuration.inputDescriptor, configuration.outputDescriptor] where isatty(descriptor) != 1 {
            throw .notATerminal(OpenError.streamName(of: descriptor))
        }
        guard let terminalType = configuration.resolvedTerminalType else { throw .unknownTerminalType("") }
        let speaksUTF8 = UTF8Locale.adopt()
        // Signals are taken before curses starts, so ncurses installs no handlers of its own.
        let watcher = configuration.handlesProcessSignals
            ? SignalWatcher(signals: endingSignals + [SIGWINCH, SIGTSTP]) : nil
        let screen: CursesScreen
        do {
            screen = try CursesScreen(
                inputDescriptor: configuration.inputDescriptor,
                outputDescriptor: configuration.outputDescriptor,
                terminalType: terminalType,
                allowsColor: configuration.allowsColor,
                announcesDirectColor: configuration.announcesDirectColor,
                reportsMouse: configuration.reportsMouse
            )
        } catch {
            watcher?.cancel()
            throw error
        }
        EmergencyRestore.arm(
            descriptor: configuration.outputDescriptor,
            terminalModes: screen.shellModes,
            resetSequence: screen.emergencyResetSequence(),
            installsHandlers: configuration.handlesProcessSignals
        )
        let terminal = CursesTerminal(configuration: configuration, screen: screen, signalWatcher: watcher, speaksUTF8: speaksUTF8)
        aTerminalIsOpen = true
        watcher?.start { [weak terminal] signal in terminal?.handleSignal(signal) }
        return terminal
    }

    private init(configuration: Configuration, screen: CursesScreen, signalWatcher: SignalWatcher?, speaksUTF8: Bool) {
        self.configuration = configuration
        self.screen = screen
        self.signalWatcher = signalWatcher
        let size = WindowSize.of(descriptor: configuration.outputDescriptor) ?? screen.cursesSize
        self.size = size
        self.writer = FrameWriter(
            descriptor: configuration.outputDescriptor, capabilities: screen.capabilities,
            palette: screen.palette, encodesUTF8: speaksUTF8, size: size
        )
        screen.resize(to: size)
    }

    /// Restores the terminal: normal screen, cursor shown, modes as the shell had them,
    /// bracketed paste and mouse reports off, signals given back. Ends a `run` in progress with `.stopped`.
    /// Safe to call more than once; after it the terminal ignores updates.
    public func close() {
        guard let screen else { return }
        finish(.stopped)
        stopReadingInput()
        writer.returnCursorToCurses()
        screen.end()
        self.screen = nil
        EmergencyRestore.disarm()
        signalWatcher?.cancel()
        Self.aTerminalIsOpen = false
    }

    isolated deinit {
        close()
    }

    // MARK: Drawing

    /// Writes the update's cells and places or hides the cursor, in one `write` to the
    /// terminal. Nothing is sent when the update changes nothing.
    public func apply(_ update: FrameUpdate) {
        guard screen != nil else { return }
        writer.apply(update)
    }

    // MARK: Running

    /// Hands input to `handler` until `stop()` is called or a signal ends the program.
    ///
    /// The process sleeps between events. When keys arrive, all that are pending are
    /// decoded and handed over as one batch; a resize arrives as `.resize(newSize)`.
    /// Call `run` once at a time.
    public func run(_ handler: @escaping @MainActor ([TerminalEvent]) -> Void) async -> StopReason {
        precondition(screen != nil, "CursesTerminal.run was called after close(); open a new terminal instead.")
        precondition(running == nil, "CursesTerminal.run is already running; wait for it to return before calling it again.")
        if let reason = pendingStop {
            pendingStop = nil
            return reason
        }
        return await withCheckedContinuation { continuation in
            running = Running(handler: handler, continuation: continuation)
            startReadingInput()
            if !pendingEvents.isEmpty {
                let events = pendingEvents
                pendingEvents = []
                DispatchQueue.main.async { MainActor.assumeIsolated { self.deliver(events) } }
            }
        }
    }

    /// Whether a `run` is in progress, for tests.
    var isRunning: Bool { running != nil }

    /// Makes `run` return `.stopped` (at once if it is not running: the next `run` returns
    /// immediately; once the terminal is back if it is lent to another program).
    public func stop() {
        finish(.stopped)
    }

    private func finish(_ reason: StopReason) {
        // The app ends only once it has the terminal back, so the program it lent the
        // terminal to is never left running on a terminal nobody will restore.
        if borrower != nil {
            if stopWhenBack == nil { stopWhenBack = reason }
            return
        }
        guard let running else {
            if screen != nil, pendingStop == nil { pendingStop = reason }
            return
        }
        self.running = nil
        stopReadingInput()
        running.continuation.resume(returning: reason)
    }

    private func deliver(_ events: [TerminalEvent]) {
        guard !events.isEmpty else { return }
        if let running {
            running.handler(events)
        } else {
            pendingEvents.append(contentsOf: events)
        }
    }

    // MARK: Input

    private func startReadingInput() {
        guard inputWatcher == nil else { return }
        inputWatcher = InputWatcher(descriptor: configuration.inputDescriptor) { [weak self] in
            self?.readInput()
        }
    }

    private func stopReadingInput() {
        inputWatcher?.cancel()
        inputWatcher = nil
    }

    /// Reads and delivers everything pending.
    func readInput() {
        guard let screen, borrower == nil else { return }
        let batch = InputReader.readPending(from: screen.window)
        if batch.sawResize { handleWindowChange() }
        if batch.inputs.isEmpty {
            if !batch.sawResize && inputHasHungUp() { finish(.inputClosed) }
            return
        }
        deliver(inputEvents: decoder.decodeEvents(batch.inputs))
    }

    /// Ctrl-Z suspends when this terminal owns job control; the keys around it are
    /// delivered in order. Mouse reports become double-clicks where they are one, and
    /// are dropped when the mouse was not asked for (a program before this one left
    /// reporting on).
    private func deliver(inputEvents: [TerminalEvent]) {
        var batch: [TerminalEvent] = []
        let now = ContinuousClock.now
        for event in inputEvents {
            switch event {
            case .key(.control("z")) where configuration.handlesProcessSignals:
                deliver(batch)
                batch = []
                suspend()
            case .mouse(let mouse):
                guard configuration.reportsMouse else { continue }
                batch.append(.mouse(doubleClicks.classify(mouse, at: now)))
            default:
                batch.append(event)
            }
        }
        deliver(batch)
    }

    /// A readable descriptor with nothing to read is either a partial sequence that
    /// curses already consumed, or a terminal that is gone; `poll` tells them apart.
    private func inputHasHungUp() -> Bool {
        var descriptor = pollfd(fd: configuration.inputDescriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) >= 0 else { return true }
        return descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }

    // MARK: Signals, resizing, suspending

    private func handleSignal(_ signal: Int32) {
        if let borrower {
            handleSignalWhileLent(signal, borrower: borrower)
            return
        }
        switch signal {
        case SIGWINCH: handleWindowChange()
        case SIGTSTP: suspend()
        default: finish(.signal(signal))
        }
    }

    /// Reads the terminal's real size and, when it changed, tells curses and delivers
    /// `.resize`. A storm of SIGWINCH costs one read each and yields one event per size
    /// actually seen.
    func handleWindowChange() {
        // While the terminal is lent the size is the program's business; it is read
        // again when the terminal comes back.
        guard let screen, borrower == nil else { return }
        let newSize = WindowSize.of(descriptor: configuration.outputDescriptor) ?? screen.cursesSize
        screen.resize(to: newSize)
        guard newSize != size else { return }
        size = newSize
        writer.resize(to: newSize)
        deliver([.resize(newSize)])
    }

    /// Gives the terminal back to the shell and stops the process as Ctrl-Z normally
    /// would; on `fg`, takes the terminal back and repaints everything.
    private func suspend() {
        guard let screen, let signalWatcher else { return }
        writer.returnCursorToCurses()
        screen.suspend()
        signalWatcher.stopProcessAsIfByControlZ()
        screen.resume()
        writer.repaint()
        handleWindowChange()
    }

    // MARK: Lending the terminal to another program

    /// A `TerminalHandoff` that lends this terminal, for an app to pass to the
    /// workflows that run an editor or a pager. `TerminalApp.run` hands it over.
    public var handoff: CursesTerminalHandoff { CursesTerminalHandoff(terminal: self) }

    /// Runs another program on the terminal until it ends, and returns how it ended;
    /// see `TerminalHandoff` for what the user sees.
    ///
    /// ```swift
    /// let exit = try await terminal.runInForeground(["vi", "/tmp/note.txt"])
    /// ```
    ///
    /// Curses is suspended as for Ctrl-Z, but the app keeps running: `run` goes on,
    /// without reading keys, which are the program's. Frames drawn meanwhile are kept,
    /// not written, and the whole picture is written when the terminal is back.
    /// While the program runs, Ctrl-C and Ctrl-\ are its own; SIGTERM and SIGHUP are
    /// passed on to it, and end `run` once it has ended; Ctrl-Z stops both, and `fg`
    /// continues both. One program at a time; close the terminal only once it has
    /// returned.
    public func runInForeground(
        _ arguments: [String], environment: [String: String]? = nil
    ) async throws(TerminalHandoffError) -> ProgramExit {
        guard let screen, borrower == nil else { throw .terminalUnavailable }
        stopReadingInput()
        writer.returnCursorToCurses()
        writer.ownsTerminal = false
        screen.suspend()
        let quitKey = configuration.handlesProcessSignals ? IgnoredSignal(SIGQUIT) : nil
        defer {
            quitKey?.restore()
            takeTerminalBack()
        }
        let program = try ForegroundProgram.start(
            arguments, environment: environment,
            input: configuration.inputDescriptor, output: configuration.outputDescriptor
        )
        borrower = program
        defer { borrower = nil }
        return try await ForegroundProgram.waitForExit(of: program, program: arguments[0])
    }

    /// Takes the terminal back from the program: curses's modes and screen, the whole
    /// picture sent again, keys read again, a size that changed meanwhile delivered,
    /// and a stop that came meanwhile carried out.
    private func takeTerminalBack() {
        if let screen {
            screen.resume()
            writer.repaint()
            if running != nil { startReadingInput() }
            handleWindowChange()
        }
        if let reason = stopWhenBack {
            stopWhenBack = nil
            finish(reason)
        }
    }

    private func handleSignalWhileLent(_ signal: Int32, borrower: pid_t) {
        switch signal {
        case SIGTSTP:
            // Ctrl-Z stopped the program, in the same process group; the app stops too,
            // so the shell gets the terminal, and `fg` continues both.
            signalWatcher?.stopProcessAsIfByControlZ()
        case SIGWINCH, SIGINT:
            // The program's to handle: its size, its Ctrl-C.
            break
        default:
            kill(borrower, signal)
            finish(.signal(signal))
        }
    }
}
