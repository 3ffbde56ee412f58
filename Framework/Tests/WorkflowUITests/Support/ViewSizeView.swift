import WorkflowUI

/// Draws `view <viewSize>` and `terminal <terminalSize>` on two rows.
final class ViewSizeView: ScreenView<ViewSizeScreen> {
    override func draw(in canvas: Canvas) {
        canvas.draw("view \(environment.viewSize)", at: .zero)
        canvas.draw("terminal \(environment.terminalSize)", at: Point(column: 0, row: 1))
    }
}
