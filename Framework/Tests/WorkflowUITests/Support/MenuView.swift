import WorkflowUI

/// A list of items with a highlighted row that ↓ and ↑ move: the smallest view whose
/// key presses change only a little of the screen.
final class MenuView: TerminalView {
    let items: [String]
    private(set) var selection = 0

    init(items: [String]) {
        self.items = items
        super.init()
    }

    override var keyCommands: [KeyCommand] {
        [
            KeyCommand("down", keys: [.down]) { [unowned self] in selection = min(selection + 1, items.count - 1) },
            KeyCommand("up", keys: [.up]) { [unowned self] in selection = max(selection - 1, 0) },
        ]
    }

    override func draw(in canvas: Canvas) {
        for (row, item) in items.enumerated() {
            canvas.draw(item, at: Point(column: 0, row: row), width: canvas.size.width,
                        style: row == selection ? .reverse : .plain, padded: true)
        }
    }
}
