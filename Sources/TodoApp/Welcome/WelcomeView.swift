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
            KeyCommand(screen.escapeTitle, keys: environment.keyBindings.back) { [screen] in screen.onEscape() },
        ]
    }

    override func handle(_ key: KeyEvent) -> Bool {
        if super.handle(key) { return true }
        return nameField.handle(key).reportingChange(of: nameField.text, to: screen.onNameChanged)
    }

    // MARK: Drawing

    override func draw(in canvas: Canvas) {
        let formWidth = min(canvas.size.width - 2, 50)
        guard formWidth > 0, canvas.size.height > 0 else {
            nameField.draw(in: canvas, isFocused: true)
            return
        }
        let column = canvas.bounds.centered(Size(width: formWidth, height: canvas.size.height))
        for part in form(in: column) {
            draw(part.element, in: canvas.region(part.rect))
        }
    }

    private enum Element { case title, question, field, problem }

    /// The form's rows, a third of the way down: the title, a blank row, the question,
    /// the name field, a blank row and the problem. Short terminals drop the blank rows,
    /// then the title and the question, and keep the field.
    private func form(in column: Rect) -> [(element: Element, rect: Rect)] {
        let height = column.height
        let elements: [Element?] = switch height {
        case 6...: [.title, nil, .question, .field, nil, .problem]
        case 4...: [.title, .question, .field, .problem]
        default: [.field, .problem]
        }
        let top = height >= 6 ? (height - 6) / 3 : 0
        let constraints = [Layout.Constraint.length(top)] + elements.map { element in
            element == .problem ? .fill() : .length(1)
        }
        let rows = Layout(direction: .vertical, constraints: constraints).split(column).dropFirst()
        return zip(elements, rows).compactMap { element, rect in element.map { ($0, rect) } }
    }

    private func draw(_ element: Element, in canvas: Canvas) {
        let width = canvas.size.width
        switch element {
        case .title:
            canvas.draw("todo-tui", at: .zero, width: width, alignment: .center, style: .bold)
        case .question:
            canvas.draw("What's your name?", at: .zero, width: width)
        case .field:
            nameField.draw(in: canvas, style: Style(attributes: .underline), isFocused: true)
        case .problem:
            if let problem = screen.problem {
                canvas.drawParagraph(problem, at: .zero, width: width, style: environment.theme.error)
            }
        }
    }
}
