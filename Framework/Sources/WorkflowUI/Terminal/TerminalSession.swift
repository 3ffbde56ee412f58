/// Connects a root view to a terminal device: routes keys to the view, draws frames and
/// hands the device only what changed.
///
/// The picture is kept between frames, and a frame draws only the views that changed
/// (see `TerminalView.render(in:)`); only the rows they wrote are compared with what
/// the device shows.
///
/// A batch of events (a paste, key repeat, several resizes) is handled in full before
/// one frame is drawn. Updates that arrive between batches (a worker's result) ask for
/// a frame with `setNeedsDisplay()`; those requests are coalesced into one frame on the
/// main actor's next turn.
///
/// While a view on the focus path awaits content (`TerminalView.isAwaitingContent`),
/// keys are held back, except those the views list in `keysNeverHeld` (quit), and
/// delivered in order before the first frame that finds none awaiting.
@MainActor
public final class TerminalSession {
    public let root: TerminalView
    private unowned let device: TerminalDevice
    /// What the device shows now; nil until the first frame.
    private var shown: Frame?
    /// The picture the views draw into, kept from one frame to the next: a view that
    /// did not change keeps its cells. After each frame, the rows that changed are
    /// copied to `shown`.
    private let drawing = Frame(size: .zero)
    /// Whether each frame is drawn a second time, whole, to check that it equals the
    /// one drawn in part (tests and the fuzzer: `InMemoryTerminal`).
    package var checksEveryFrame = false
    /// Whether a frame was asked for and not drawn yet (see `setNeedsDisplay()`).
    private(set) var isDisplayScheduled = false
    /// True while a frame is drawn: a view that asks for a frame meanwhile (a container
    /// laid out updates its children) is drawn in this one.
    private var isDrawing = false
    /// True while a batch's events are handled: the batch draws its frame once they are,
    /// so a frame asked for meanwhile needs no turn of the main actor of its own.
    private var isHandlingEvents = false
    /// Keys typed while content was awaited, oldest first.
    private var heldKeys: [KeyEvent] = []
    /// What views asked to run once the next frame is written (`TerminalView.afterFrame`).
    private var afterFrameWork: [@MainActor () -> Void] = []

    /// How many frames have been drawn.
    public private(set) var framesDrawn = 0
    /// How many times a frame was put off to the main actor's next turn (see
    /// `setNeedsDisplay()`): each costs a task, and a key costs none.
    package private(set) var framesScheduled = 0
    /// The rows the views wrote in the last frame, whether their cells changed or not;
    /// kept only while every frame is checked (`checksEveryFrame`).
    package private(set) var rowsDrawnInLastFrame: [Int] = []

    public init(root: TerminalView, device: TerminalDevice) {
        self.root = root
        self.device = device
        root.onNeedsDisplay = { [weak self] in self?.setNeedsDisplay() }
        root.onAfterFrame = { [weak self] work in self?.afterFrameWork.append(work) }
    }

    /// Handles every event of a batch, then draws one frame.
    public func handle(_ events: [TerminalEvent]) {
        isHandlingEvents = true
        for event in events {
            switch event {
            case .key(let key):
                deliver(key)
            case .mouse(let mouse):
                // A click acts on what it lands on, as shown: never held behind keys.
                root.dispatch(mouse)
            case .resize:
                // A resize needs no routing: the next frame is drawn at the device's
                // new size, which lays the views out again.
                break
            }
        }
        isHandlingEvents = false
        display()
    }

    /// Hands `key` to the views, or holds it behind the keys already held while content
    /// is awaited, so that keys are never handled out of order.
    private func deliver(_ key: KeyEvent) {
        if !heldKeys.isEmpty { releaseHeldKeys() }
        let path = root.focusPath
        let mustWait = !heldKeys.isEmpty || path.contains(where: \.isAwaitingContent)
        if mustWait && !path.contains(where: { $0.keysNeverHeld.contains(key) }) {
            heldKeys.append(key)
        } else {
            _ = root.dispatch(key)
        }
    }

    /// Delivers the held keys in order until none is left or content is awaited again
    /// (one of them opened something that loads).
    private func releaseHeldKeys() {
        while !heldKeys.isEmpty, !root.focusPath.contains(where: \.isAwaitingContent) {
            _ = root.dispatch(heldKeys.removeFirst())
        }
    }

    /// How many keys are held while content is awaited.
    public var heldKeyCount: Int { heldKeys.count }

    /// Draws a frame now and sends the device what changed.
    public func display() {
        isDisplayScheduled = false
        // The content a held key waited for may have arrived with this frame's news.
        if !heldKeys.isEmpty { releaseHeldKeys() }
        let size = device.size
        let isNewPicture = shown?.size != size
        if isNewPicture { drawing.resize(to: size) }
        isDrawing = true
        let pass = Canvas.DrawingPass(current: framesDrawn, previous: framesDrawn - 1)
        let canvas = Canvas(frame: drawing, isBlank: isNewPicture, drawing: pass)
        root.render(in: canvas)
        canvas.forgetCursorSetAside()
        if checksEveryFrame {
            checkAgainstWholeFrame()
            rowsDrawnInLastFrame = drawing.changedRows.indices.filter { drawing.changedRows[$0] }
        }
        isDrawing = false
        framesDrawn += 1

        if let shown, !isNewPicture {
            let update = FrameUpdate.between(shown, drawing, rows: drawing.changedRows)
            if !update.isEmpty { device.apply(update) }
            shown.copyRows(drawing.changedRows, from: drawing)
        } else {
            device.apply(FrameUpdate.between(nil, drawing))
            let picture = Frame(size: size)
            picture.copyRows(Array(repeating: true, count: size.height), from: drawing)
            shown = picture
        }
        drawing.forgetChangedRows()
        runAfterFrameWork()
    }

    /// Runs what views asked to run once this frame was written; what that asks for in
    /// turn (a frame, more work) comes with the next frame. Never inlined: a profile of a
    /// key can leave out what runs after its frame by this function's name.
    @inline(never)
    private func runAfterFrameWork() {
        guard !afterFrameWork.isEmpty else { return }
        let work = afterFrameWork
        afterFrameWork = []
        for item in work { item() }
    }

    /// Draws the whole frame again on a blank one and stops the program if it differs
    /// from the frame drawn in part: a view that changed without saying so.
    private func checkAgainstWholeFrame() {
        let whole = Frame(size: drawing.size)
        TerminalView.isDrawingWholeFrameToCompare = true
        root.render(in: Canvas(frame: whole, isBlank: true, drawing: .unknown))
        TerminalView.isDrawingWholeFrameToCompare = false
        let differing = (0..<whole.size.height).filter { !Self.sameCells(whole, drawing, row: $0) }
        guard !differing.isEmpty || whole.cursor != drawing.cursor else { return }
        let rows = differing.map { "row \($0):\n  drawn in part: \(drawing.text(ofRow: $0))\n  drawn whole:   \(whole.text(ofRow: $0))" }
        preconditionFailure(
            "A frame drawn in part differs from the same frame drawn whole: a view changed without setNeedsDisplay(). "
                + "Cursor \(String(describing: drawing.cursor)) against \(String(describing: whole.cursor)).\n"
                + rows.joined(separator: "\n")
        )
    }

    private static func sameCells(_ a: Frame, _ b: Frame, row: Int) -> Bool {
        (0..<a.size.width).allSatisfy { a[$0, row] == b[$0, row] }
    }

    /// Asks for a frame on the main actor's next turn; while a batch of events is
    /// handled, the frame the batch draws is the one asked for.
    public func setNeedsDisplay() {
        guard !isDisplayScheduled, !isHandlingEvents, !isDrawing else { return }
        isDisplayScheduled = true
        framesScheduled += 1
        Task { @MainActor [weak self] in
            guard let self, isDisplayScheduled else { return }
            display()
        }
    }
}
