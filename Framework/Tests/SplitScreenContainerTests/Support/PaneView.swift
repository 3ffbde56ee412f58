import WorkflowUI

/// Draws `<name> <line>` with the cursor after it and, below it, the view size its
/// environment gives. `j` moves the line on; the line is pure view state, so it
/// survives only as long as the view.
final class PaneView: ScreenView<PaneScreen> {
    private(set) var line = 1

    required init(screen: PaneScreen, environment: ViewEnvironment) {
        super.init(screen: screen, environment: environment)
        screen.registry?.register(self, as: screen.name)
    }

    override var keyCommands: [KeyCommand] {
        [KeyCommand("next", keys: [.character("j")]) { [unowned self] in line += 1 }]
    }

    override func draw(in canvas: Canvas) {
        let width = canvas.draw("\(screen.name) \(line)", at: .zero)
        canvas.setCursor(at: Point(column: width, row: 0))
        canvas.draw("view \(environment.viewSize)", at: Point(column: 0, row: 1))
    }
}
