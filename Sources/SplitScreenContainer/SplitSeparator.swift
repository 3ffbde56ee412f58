import WorkflowUI

/// The column between a split's panes: a line, with its top cell pointing at the
/// focused pane in the key style, so the focus shows without colour.
struct SplitSeparator {
    var focusedPane: SplitScreenPane
    var theme: Theme

    func draw(in canvas: Canvas) {
        for row in 0..<canvas.size.height {
            canvas.draw("│", at: Point(column: 0, row: row), style: theme.muted)
        }
        canvas.draw(focusedPane == .leading ? "◂" : "▸", at: .zero, style: theme.key)
    }
}
