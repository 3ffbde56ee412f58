import WorkflowUI

/// Draws `<name> <line>` with the cursor after it (unless told not to) and, below it,
/// the view size its environment gives. `j` moves the line on (pure view state) and Esc
/// closes the sheet.
final class SheetView: ScreenView<SheetScreen> {
    private(set) var line = 1

    required init(screen: SheetScreen, environment: ViewEnvironment) {
        super.init(screen: screen, environment: environment)
        screen.registry?.register(self, as: screen.name)
    }

    override var keyCommands: [KeyCommand] {
        [
            KeyCommand("next", keys: [.character("j")]) { [unowned self] in line += 1 },
            KeyCommand("close", keys: [.escape]) { [screen] in screen.onClose() },
        ]
    }

    override func draw(in canvas: Canvas) {
        let width = canvas.draw("\(screen.name) \(line)", at: .zero)
        if screen.showsCursor { canvas.setCursor(at: Point(column: width, row: 0)) }
        canvas.draw("view \(environment.viewSize)", at: Point(column: 0, row: 1))
    }
}
