import WorkflowUI

/// Shows a `NoteScreen`'s text on the first row.
final class NoteView: ScreenView<NoteScreen> {
    required init(screen: NoteScreen, environment: ViewEnvironment) {
        super.init(screen: screen, environment: environment)
        screen.log?.record("built \(screen.text)")
    }

    override func screenDidChange(from previousScreen: NoteScreen, previousEnvironment: ViewEnvironment) {
        screen.log?.record("changed from \(previousScreen.text) to \(screen.text)")
    }

    override func layout() {
        screen.log?.record("layout \(screen.text) \(size)")
    }

    override func draw(in canvas: Canvas) {
        canvas.draw(screen.text, at: .zero)
    }
}
