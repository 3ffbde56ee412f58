import WorkflowUI

/// The detail pane when no todo is selected (the list is empty, or shows none).
struct NothingSelectedScreen: Screen {
    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        NothingSelectedView.description(for: self, environment: environment)
    }
}

final class NothingSelectedView: ScreenView<NothingSelectedScreen> {
    override func draw(in canvas: Canvas) {
        canvas.drawParagraph("The selected todo shows here.", at: Point(column: 1, row: 0), width: canvas.size.width - 2,
                             style: environment.theme.muted)
    }
}
