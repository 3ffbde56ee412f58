import WorkflowUI

/// Draws `signed <signature>` and `terminal <size>` on two rows.
final class EnvironmentView: ScreenView<EnvironmentScreen> {
    required init(screen: EnvironmentScreen, environment: ViewEnvironment) {
        super.init(screen: screen, environment: environment)
        screen.log?.record("built environment view")
    }

    override func draw(in canvas: Canvas) {
        canvas.draw("signed \(environment.signature)", at: .zero)
        canvas.draw("terminal \(environment.terminalSize)", at: Point(column: 0, row: 1))
    }
}
