import WorkflowUI

/// The column between a split's panes: a line, with its top cell pointing at the
/// focused pane in the key style, so the focus shows without colour.
struct SplitSeparator: Equatable {
    var focusedPane: SplitScreenPane
    var line: Style
    var pointer: Style

    init(focusedPane: SplitScreenPane, theme: Theme) {
        self.focusedPane = focusedPane
        line = theme.muted
        pointer = theme.key
    }

    func draw(in canvas: Canvas) {
        for row in 0..<canvas.size.height {
            canvas.draw("│", at: Point(column: 0, row: row), style: line)
        }
        canvas.draw(focusedPane == .leading ? "◂" : "▸", at: .zero, style: pointer)
    }
}
