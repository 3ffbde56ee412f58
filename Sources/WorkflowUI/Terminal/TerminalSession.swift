/// Connects a root view to a terminal device: routes keys to the view, draws frames and
/// hands the device only what changed.
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
    /// The frame being drawn; swapped with `shown` after each frame, so no frame
    /// allocates once the size is stable.
    private var drawing = Frame(size: .zero)
    private var isDisplayScheduled = false
    /// True while a batch's events are handled: the batch draws its frame once they are,
    /// so a frame asked for meanwhile needs no turn of the main actor of its own.
    private var isHandlingEvents = false
    /// Keys typed while content was awaited, oldest first.
    private var heldKeys: [KeyEvent] = []

    /// How many frames have been drawn.
    public private(set) var framesDrawn = 0
    /// How many times a frame was put off to the main actor's next turn (see
    /// `setNeedsDisplay()`): each costs a task, and a key costs none.
    package private(set) var framesScheduled = 0

    public init(root: TerminalView, device: TerminalDevice) {
        self.root = root
        self.device = device
        root.onNeedsDisplay = { [weak self] in self?.setNeedsDisplay() }
    }

    /// Handles every event of a batch, then draws one frame.
    public func handle(_ events: [TerminalEvent]) {
        isHandlingEvents = true
        for event in events {
            if case .key(let key) = event {
                deliver(key)
            }
            // A resize needs no routing: the next frame is drawn at the device's new
            // size, which lays the views out again.
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
        drawing.resize(to: size)
        root.render(in: Canvas(frame: drawing))
        framesDrawn += 1

        let update = FrameUpdate.between(shown, drawing)
        if !update.isEmpty { device.apply(update) }
        let previous = shown ?? Frame(size: .zero)
        shown = drawing
        drawing = previous
    }

    /// Asks for a frame on the main actor's next turn; while a batch of events is
    /// handled, the frame the batch draws is the one asked for.
    public func setNeedsDisplay() {
        guard !isDisplayScheduled, !isHandlingEvents else { return }
        isDisplayScheduled = true
        framesScheduled += 1
        Task { @MainActor [weak self] in
            guard let self, isDisplayScheduled else { return }
            display()
        }
    }
}
