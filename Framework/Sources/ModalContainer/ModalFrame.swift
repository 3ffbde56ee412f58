import WorkflowUI

/// Where a modal goes over its base: a frame inset from the base's edges (at most
/// `widest` columns, centred), and the modal's area inside it, a column in from each
/// side. Small screens give up the margin and that column, then the frame.
struct ModalFrame {
    /// The frame's rectangle, or nil when the modal has no frame.
    var frame: Rect?
    /// Where the modal's view is drawn.
    var content: Rect

    /// The smallest screen that keeps a margin around the frame.
    static let smallestWithMargin = Size(width: 20, height: 6)
    /// The widest a frame gets, however wide the screen.
    static let widest = 100
    /// The smallest frame that has room inside for the modal.
    static let smallestFramed = Size(width: 3, height: 3)

    init(in bounds: Rect) {
        let hasMargin = bounds.width >= Self.smallestWithMargin.width && bounds.height >= Self.smallestWithMargin.height
        let hasFrame = bounds.width >= Self.smallestFramed.width && bounds.height >= Self.smallestFramed.height
        guard hasFrame else {
            frame = nil
            content = bounds
            return
        }
        var frame = hasMargin ? bounds.inset(top: 1, left: 2, bottom: 1, right: 2) : bounds
        // On a wide terminal a modal stays as wide as text reads well, centred.
        if frame.width > Self.widest { frame = frame.centered(Size(width: Self.widest, height: frame.height)) }
        self.frame = frame
        content = hasMargin ? frame.inset(top: 1, left: 2, bottom: 1, right: 2) : frame.inset(by: 1)
    }
}
