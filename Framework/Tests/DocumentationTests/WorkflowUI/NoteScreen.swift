import WorkflowUI

/// A paragraph of text, and one key that does something about it.
struct NoteScreen: Screen {
    var text: String
    var key: KeyEvent
    /// What the footer says the key does.
    var keyTitle: String
    var onKey: () -> Void

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        NoteView.description(for: self, environment: environment)
    }
}

final class NoteView: ScreenView<NoteScreen> {
    override var keyCommands: [KeyCommand] {
        [KeyCommand(screen.keyTitle, keys: [screen.key]) { [screen] in screen.onKey() }]
    }

    override func draw(in canvas: Canvas) {
        let inside = canvas.bounds.inset(by: 1)
        canvas.region(inside).drawParagraph(screen.text, at: .zero, width: inside.width)
    }
}
