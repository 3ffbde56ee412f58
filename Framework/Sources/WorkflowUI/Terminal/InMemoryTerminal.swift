import Workflow

/// A terminal that lives in memory: the stand-in for the real one in tests and
/// benchmarks. It shows a root view, takes keys, and lets you read the screen back.
///
/// ```swift
/// let terminal = InMemoryTerminal(size: Size(width: 40, height: 12), root: root)
/// terminal.type("Ada")
/// terminal.press(.enter)
/// #expect(terminal.lines[0].contains("Welcome, Ada"))
/// ```
///
/// What happens later than a key (a worker's result, and the frame that shows it; what
/// the workflow does once a split has told it how a resize arranged the panes) is run to
/// the end with ``settle(timeout:)``, and time on a `TestClock` is moved on with
/// ``advance(_:by:timeout:)``: a test need not wait.
///
/// It receives exactly the updates a real terminal would, so counting what it was
/// asked to write is a fair measure of what reaches the screen.
@MainActor
public final class InMemoryTerminal: TerminalDevice, @MainActor CustomStringConvertible {
    public private(set) var size: Size
    private let screen: Frame
    /// Where the cursor is shown, or nil when hidden.
    public private(set) var cursor: Point?
    /// How many updates the terminal was sent (changed cells, a moved cursor or both),
    /// and how many cells they wrote in all. A frame that changes nothing sends none.
    public private(set) var updatesApplied = 0
    public private(set) var cellsWritten = 0
    private var session: TerminalSession!
    /// Waits for the next update (see `waitUntil`), by ticket.
    private var updateWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiterTicket = 0

    /// A terminal of `size` showing `root`, drawn once.
    ///
    /// - Parameters:
    ///   - size: The terminal's size in cells.
    ///   - root: The view it shows: a `WorkflowHostingView`, or any view under test.
    ///   - onKeyConflict: What to do with a ``KeyConflict``, from the first frame on (see
    ///     ``onKeyConflict``); by default the test stops.
    public init(size: Size, root: TerminalView, onKeyConflict: ((KeyConflict) -> Void)? = nil) {
        self.size = size
        self.screen = Frame(size: size)
        self.session = TerminalSession(root: root, device: self)
        session.checksEveryFrame = true
        session.onKeyConflict = onKeyConflict ?? { preconditionFailure($0.description) }
        session.display()
    }

    /// What the terminal does with a ``KeyConflict`` (two commands of one view on one
    /// key): by default it stops the test with the conflict's description, in any build,
    /// as a frame drawn wrong does. A test that expects one collects it instead, from
    /// the first frame on when given to the initialiser:
    ///
    /// ```swift
    /// var conflicts: [KeyConflict] = []
    /// let terminal = InMemoryTerminal(size: size, root: app, onKeyConflict: { conflicts.append($0) })
    /// ```
    public var onKeyConflict: (KeyConflict) -> Void {
        get { session.onKeyConflict }
        set { session.onKeyConflict = newValue }
    }

    /// Whether each frame is drawn a second time, whole, and compared with the frame
    /// drawn in part (only the views that changed): on by default, so that a test stops
    /// at the first frame where a view changed what it shows without saying so
    /// (`TerminalView.setNeedsDisplay()`). A benchmark turns it off.
    public var checksEveryFrame: Bool {
        get { session.checksEveryFrame }
        set { session.checksEveryFrame = newValue }
    }

    public var root: TerminalView { session.root }

    /// The rows the views wrote in the last frame, in order, whether their cells changed
    /// or not: a view or container that draws only what changed writes few. Recorded
    /// while ``checksEveryFrame`` is on (the default).
    public var rowsDrawnInLastFrame: [Int] { session.rowsDrawnInLastFrame }

    /// How many frames were drawn: one for each batch of keys, and one for each turn
    /// of the main actor on which views asked for one. A frame draws only the views
    /// that changed, so one may draw nothing.
    public var framesDrawn: Int { session.framesDrawn }

    // MARK: Input

    /// Clicks the left button at `point` (a press and a release), then draws one frame.
    public func click(at point: Point, modifiers: KeyModifiers = []) {
        session.handle([
            .mouse(MouseEvent(.press(.left), at: point, modifiers: modifiers)),
            .mouse(MouseEvent(.release(.left), at: point, modifiers: modifiers)),
        ])
    }

    /// Clicks twice at `point`, as a terminal reports a double-click (a press, then a
    /// double-click), then draws one frame.
    public func doubleClick(at point: Point) {
        session.handle([
            .mouse(MouseEvent(.press(.left), at: point)),
            .mouse(MouseEvent(.release(.left), at: point)),
            .mouse(MouseEvent(.doubleClick(.left), at: point)),
            .mouse(MouseEvent(.release(.left), at: point)),
        ])
    }

    /// Which way the wheel turns in `scroll(_:at:)`.
    public enum WheelDirection: Sendable {
        case up, down
    }

    /// Turns the wheel one notch with the pointer at `point`, then draws one frame.
    public func scroll(_ direction: WheelDirection, at point: Point) {
        session.handle([.mouse(MouseEvent(direction == .up ? .wheelUp : .wheelDown, at: point))])
    }

    /// Hands the views any mouse events, in turn, then draws one frame.
    public func send(_ events: MouseEvent...) {
        send(events)
    }

    /// Hands the views mouse events that arrive in one read, in turn, then draws one frame.
    public func send(_ events: [MouseEvent]) {
        session.handle(events.map { .mouse($0) })
    }

    /// Presses keys, each handled in turn, then draws one frame.
    public func press(_ keys: KeyEvent...) {
        press(keys)
    }

    /// Presses keys that arrive in one read (typed ahead, or a burst of key repeat),
    /// each handled in turn, then draws one frame.
    public func press(_ keys: [KeyEvent]) {
        session.handle(keys.map { .key($0) })
    }

    /// Types text one character at a time (as a burst: one frame at the end).
    public func type(_ text: String) {
        session.handle(text.map { .key(.character($0)) })
    }

    /// Pastes text in one piece, as a terminal with bracketed paste delivers it.
    public func paste(_ text: String) {
        session.handle([.key(.paste(text))])
    }

    /// Changes the size, as when the user resizes the window.
    public func resize(to newSize: Size) {
        size = newSize
        session.handle([.resize(newSize)])
    }

    // MARK: Output

    public func apply(_ update: FrameUpdate) {
        if update.isFullRedraw {
            screen.resize(to: size)
        }
        for run in update.runs {
            for (offset, cell) in run.cells.enumerated() where screen.contains(column: run.column + offset, row: run.row) {
                screen[run.column + offset, run.row] = cell
            }
            cellsWritten += run.cells.count
        }
        cursor = update.cursor
        updatesApplied += 1
        let waiters = updateWaiters
        updateWaiters = [:]
        for waiter in waiters.values { waiter.resume() }
    }

    /// Every row as text, trailing blanks trimmed.
    public var lines: [String] { screen.lines }

    /// The whole screen as text, rows joined by newlines.
    public var text: String { lines.joined(separator: "\n") }

    /// The style of the cell at a position.
    public func style(atColumn column: Int, row: Int) -> Style {
        screen[column, row].style
    }

    /// The cell at a position.
    public func cell(atColumn column: Int, row: Int) -> Cell {
        screen[column, row]
    }

    /// Whether any row contains `text`.
    public func contains(_ text: String) -> Bool {
        lines.contains { $0.contains(text) }
    }

    // MARK: Time

    /// Runs the work in flight to quiet, then draws what it changed: every worker of the
    /// root ``WorkflowHostingView`` has ended or waits on a `TestClock`, their outputs
    /// have been handled, what views put off to the main actor's next turn has run, and
    /// the frame showing all of it is drawn. Throws `UnsettledWork` if that takes longer
    /// than `timeout`: a worker that waits on the system's clock, or on something that
    /// never comes, is named there.
    ///
    /// ```swift
    /// terminal.resize(to: Size(width: 120, height: 30))
    /// try await terminal.settle()
    /// expectScreen(terminal, contains: "Details")
    /// ```
    public func settle(timeout: Duration = .seconds(60)) async throws {
        try await settle(before: ContinuousClock.now + timeout, timeout: timeout)
    }

    /// Settles (see ``settle(timeout:)``), then moves `clock` on by `duration` as if that
    /// time had passed with the app running: at each deadline on the way, in order, what
    /// waits for it is woken and the app settles again, so a timer of 2 s ticks three
    /// times in 6 s and each tick's work is done before the next. The screen then shows
    /// the end of it.
    ///
    /// ```swift
    /// try await terminal.advance(clock, by: .seconds(2))
    /// expectScreen(terminal, contains: "kworker")
    /// ```
    public func advance(_ clock: TestClock, by duration: Duration, timeout: Duration = .seconds(60)) async throws {
        let deadline = ContinuousClock.now + timeout
        try await settle(before: deadline, timeout: timeout)
        try await clock.advance(to: clock.now.advanced(by: duration)) {
            try await settle(before: deadline, timeout: timeout)
        }
    }

    /// Settles in rounds until one changes nothing: each gives the main actor's queue a
    /// turn, settles the workflows, and draws the frame asked for.
    private func settle(before deadline: ContinuousClock.Instant, timeout: Duration) async throws {
        let host = root as? any SettlingView
        while true {
            let before = (session.framesScheduled, host?.workflowRenderings ?? 0)
            await Task.yield()
            try await host?.settleWorkflows(before: deadline, timeout: timeout)
            if session.isDisplayScheduled { session.display() }
            // Work run after that frame (`TerminalView.afterFrame`) may have changed more.
            let after = (session.framesScheduled, host?.workflowRenderings ?? 0)
            if before == after { return }
            guard ContinuousClock.now < deadline else { throw UnsettledWork(busyWorkers: [], timeout: timeout) }
        }
    }

    /// Waits (giving workers and scheduled frames their turn) until `condition` holds
    /// or the deadline passes; returns whether it held.
    ///
    /// The condition is checked again as each update reaches the screen, and every
    /// 50 ms besides (for a condition on something else). Polling instead, as this
    /// once did, made a thousand checks a second per waiting test, and many tests
    /// waiting at once kept the main actor from the very work they waited for.
    ///
    /// The deadline only bounds a failure (a condition that holds ends the wait at
    /// once), so it is generous: when a test suite starts, every test's first steps
    /// queue on the main actor together, and on a busy two-core machine a worker's
    /// result has been seen to wait there for over 20 seconds.
    public func waitUntil(
        timeout: Duration = .seconds(60),
        _ condition: (InMemoryTerminal) -> Bool
    ) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !condition(self) {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return false }
            await nextUpdate(orAfter: min(left, .milliseconds(50)))
        }
        return true
    }

    /// Returns once the next update is applied, or once `limit` has passed.
    private func nextUpdate(orAfter limit: Duration) async {
        let ticket = nextWaiterTicket
        nextWaiterTicket += 1
        await withCheckedContinuation { continuation in
            updateWaiters[ticket] = continuation
            Task { @MainActor [weak self] in
                try? await Task.sleep(for: limit)
                self?.updateWaiters.removeValue(forKey: ticket)?.resume()
            }
        }
    }

    /// The screen inside a frame, for failure messages.
    public var description: String {
        let border = "+" + String(repeating: "-", count: size.width) + "+"
        let rows = (0..<size.height).map { row in "|" + screen.text(ofRow: row) + "|" }
        return ([border] + rows + [border]).joined(separator: "\n")
    }
}
