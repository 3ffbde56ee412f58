import WorkflowUI

/// Shows a `SplitScreen`: the upper child in the top half, the lower in the rest. Keys
/// go to the upper child first.
final class SplitView: ScreenView<SplitScreen> {
    let upper: DescribedView
    let lower: DescribedView

    required init(screen: SplitScreen, environment: ViewEnvironment) {
        upper = DescribedView(screen: screen.upper, environment: environment)
        lower = DescribedView(screen: screen.lower, environment: Self.lowerEnvironment(for: screen, in: environment))
        super.init(screen: screen, environment: environment)
        adopt(upper)
        adopt(lower)
    }

    override func screenDidChange(from previousScreen: SplitScreen, previousEnvironment: ViewEnvironment) {
        upper.update(screen: screen.upper, environment: environment)
        lower.update(screen: screen.lower, environment: Self.lowerEnvironment(for: screen, in: environment))
    }

    private static func lowerEnvironment(for screen: SplitScreen, in environment: ViewEnvironment) -> ViewEnvironment {
        guard let signature = screen.lowerSignature else { return environment }
        return environment.setting(SignatureKey.self, to: signature)
    }

    override var focusedChild: TerminalView? { upper }

    override func draw(in canvas: Canvas) {
        let upperHeight = canvas.size.height / 2
        upper.render(in: canvas.region(Rect(column: 0, row: 0, width: canvas.size.width, height: upperHeight)))
        lower.render(in: canvas.region(
            Rect(column: 0, row: upperHeight, width: canvas.size.width, height: canvas.size.height - upperHeight)))
    }
}
