import WorkflowUI

/// Fills every row with `<name><row>` over and over, and marks the row `j` moved to
/// with `>` at its start, where it puts the cursor. The mark is pure view state, so it
/// survives only as long as the view does.
final class BaseView: ScreenView<BaseScreen> {
    private(set) var markedRow = 0

    required init(screen: BaseScreen, environment: ViewEnvironment) {
        super.init(screen: screen, environment: environment)
        screen.registry?.register(self, as: screen.name)
    }

    override var keyCommands: [KeyCommand] {
        [KeyCommand("down", keys: [.character("j")]) { [unowned self] in markedRow += 1 }]
    }

    override func draw(in canvas: Canvas) {
        for row in 0..<canvas.size.height {
            let mark = row == markedRow ? ">" : " "
            canvas.draw(mark + String(repeating: "\(screen.name)\(row) ", count: 12), at: Point(column: 0, row: row))
        }
        canvas.setCursor(at: Point(column: 0, row: markedRow))
    }
}
