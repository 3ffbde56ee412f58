import WorkflowUI

/// Shows `Tally: n` and, below, which theme the environment brought: `+` adds, `q`
/// finishes.
final class TallyView: ScreenView<TallyScreen> {
    override var keyCommands: [KeyCommand] {
        [
            KeyCommand("add", keys: [.character("+")]) { [screen] in screen.onAdd() },
            KeyCommand("finish", keys: [.character("q")]) { [screen] in screen.onFinish() },
        ]
    }

    override func draw(in canvas: Canvas) {
        canvas.draw("Tally: \(screen.count)", at: .zero)
        let theme = environment.theme.key == Theme.monochrome.key ? "monochrome" : "standard"
        canvas.draw("Theme: \(theme)", at: Point(column: 0, row: 1))
    }
}
