import WorkflowUI

/// Draws the environment's view size.
final class SizeView: ScreenView<SizeScreen> {
    override func draw(in canvas: Canvas) {
        canvas.draw("view \(environment.viewSize)", at: .zero)
    }
}
