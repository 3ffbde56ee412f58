import WorkflowUI

/// The login form, centred: the app's name, a name field, and why a login was refused.
final class WelcomeView: ScreenView<WelcomeScreen> {
    private var nameField: TextField

    required init(screen: WelcomeScreen, environment: ViewEnvironment) {
        nameField = TextField(text: screen.name, placeholder: "your name")
        super.init(screen: screen, environment: environment)
    }

    override func screenDidChange(from previousScreen: WelcomeScreen, previousEnvironment: ViewEnvironment) {
        if nameField.text != screen.name { nameField.text = screen.name }
    }

    // MARK: Keys

    override var keyCommands: [KeyCommand] {
        [
            // What this screen is for: kept before quit in a narrow footer.
            KeyCommand("log in", keys: [.enter], priority: .high) { [screen] in screen.onLogIn() },
            KeyCommand("quit", keys: environment.keyBindings.back) { [screen] in screen.onQuit() },
        ]
    }

    override func handle(_ key: KeyEvent) -> Bool {
        if super.handle(key) { return true }
        return nameField.handle(key).reportingChange(of: nameField.text, to: screen.onNameChanged)
    }

    // MARK: Drawing

    override func draw(in canvas: Canvas) {
        let theme = environment.theme
        let width = canvas.size.width
        let height = canvas.size.height
        let formWidth = min(width - 2, 50)
        guard formWidth > 0, height > 0 else {
            nameField.draw(in: canvas, isFocused: true)
            return
        }
        let left = (width - formWidth) / 2
        // Title, blank, question, field, blank, problem: six rows, a third of the way down.
        let top = height >= 6 ? max(0, (height - 6) / 3) : 0
        var row = top
        if height >= 4 {
            canvas.draw("todo-tui", at: Point(column: left, row: row), width: formWidth, alignment: .center, style: .bold)
            row += height >= 6 ? 2 : 1
            canvas.draw("What's your name?", at: Point(column: left, row: row), width: formWidth)
            row += 1
        }
        nameField.draw(
            in: canvas.region(Rect(column: left, row: row, width: formWidth, height: 1)),
            style: Style(attributes: .underline), isFocused: true
        )
        if let problem = screen.problem, row + 2 < height {
            canvas.drawParagraph(problem, at: Point(column: left, row: row + 2), width: formWidth, style: theme.error)
        }
    }
}
