import WorkflowUI

/// A pane's content that draws incrementally: `tick <n>` on its first row, which `j`
/// moves on, and a second row it writes only when drawn on a blank canvas.
struct TickerScreen: Screen {
    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        TickerView.description(for: self, environment: environment)
    }
}

final class TickerView: ScreenView<TickerScreen> {
    private var tick = 1

    override var drawsIncrementally: Bool { true }

    override var keyCommands: [KeyCommand] {
        [KeyCommand("next", keys: [.character("j")]) { [unowned self] in tick += 1 }]
    }

    override func draw(in canvas: Canvas) {
        canvas.draw("tick \(tick)", at: .zero, width: canvas.size.width, padded: true)
        if canvas.isBlank { canvas.draw("below", at: Point(column: 0, row: 1)) }
    }
}
