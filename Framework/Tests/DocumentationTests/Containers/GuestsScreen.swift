import WorkflowUI

/// The names greeted so far, one a line.
struct GuestsScreen: Screen {
    var guests: [String]

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        GuestsView.description(for: self, environment: environment)
    }
}

final class GuestsView: ScreenView<GuestsScreen> {
    override func draw(in canvas: Canvas) {
        let lines = screen.guests.isEmpty ? ["No guests yet."] : screen.guests
        for (row, line) in lines.enumerated() {
            canvas.draw(line, at: Point(column: 1, row: row))
        }
    }
}
