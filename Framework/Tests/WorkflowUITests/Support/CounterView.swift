import WorkflowUI

/// Shows `Count: n`. `+` adds and Enter finishes, both hinted in the footer; `-`
/// subtracts without a hint, to show a command can work unlisted.
final class CounterView: ScreenView<CounterScreen> {
    override var keyCommands: [KeyCommand] {
        [
            KeyCommand("add", keys: [.character("+")]) { [screen] in screen.onIncrement() },
            KeyCommand(nil, keys: [.character("-")]) { [screen] in screen.onDecrement() },
            KeyCommand("done", keys: [.enter]) { [screen] in screen.onFinish() },
        ]
    }

    override func draw(in canvas: Canvas) {
        canvas.draw("Count: \(screen.count)", at: .zero)
    }
}
