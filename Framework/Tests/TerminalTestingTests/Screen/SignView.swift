import WorkflowUI

/// Draws its rows of text from the top left, and nothing else.
final class SignView: TerminalView {
    var rows: [String] {
        didSet { setNeedsDisplay() }
    }

    init(_ rows: [String]) {
        self.rows = rows
    }

    override func draw(in canvas: Canvas) {
        for (row, text) in rows.enumerated() {
            canvas.draw(text, at: Point(column: 0, row: row))
        }
    }
}
