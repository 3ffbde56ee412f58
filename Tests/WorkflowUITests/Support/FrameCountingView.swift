import WorkflowUI

/// Wraps a view and counts the frames drawn, so a test can tell a frame that was drawn
/// but changed nothing from a frame that was never drawn.
final class FrameCountingView: TerminalView {
    let child: TerminalView
    private(set) var framesDrawn = 0

    init(_ child: TerminalView) {
        self.child = child
        super.init()
        adopt(child)
    }

    override var focusedChild: TerminalView? { child }

    override func draw(in canvas: Canvas) {
        framesDrawn += 1
        child.render(in: canvas)
    }
}
