import WorkflowUI

/// The login form, centred: the app's name, a name field, the names that have lists and
/// start as the one typed, and why a login was refused.
final class WelcomeView: ScreenView<WelcomeScreen> {
    private var nameField: TextField

    required init(screen: WelcomeScreen, environment: ViewEnvironment) {
        nameField = TextField(text: screen.name, placeholder: screen.namesLists ? "a list's name" : "your name")
        super.init(screen: screen, environment: environment)
    }

    override func screenDidChange(from previousScreen: WelcomeScreen, previousEnvironment: ViewEnvironment) {
        if nameField.text != screen.name { nameField.text = screen.name }
    }

    // MARK: Keys

    override var keyCommands: [KeyCommand] {
        var commands = [
            // What this screen is for: kept before quit in a narrow footer.
            KeyCommand("log in", keys: [.enter], priority: .high) { [screen] in screen.onLogIn() },
        ]
        if screen.completion != nil {
            commands.append(KeyCommand("complete", keys: [.tab], priority: .high) { [weak self] in self?.complete() })
        }
        commands.append(
            KeyCommand(screen.escapeTitle, keys: environment.keyBindings.back) { [screen] in screen.onEscape() }
        )
        return commands
    }

    /// The name field always has the cursor: letters are typed, never taken for commands.
    override var isEditingText: Bool { true }

    override func handle(_ key: KeyEvent) -> Bool {
        if super.handle(key) { return true }
        // → at the end of the name, where it would move nowhere, completes it too.
        if key == .right, screen.completion != nil, nameField.cursor == nameField.text.endIndex {
            complete()
            return true
        }
        return nameField.handle(key).reportingChange(of: nameField.text, to: screen.onNameChanged)
    }

    /// The cursor goes to the end first, where setting the completed name keeps it.
    private func complete() {
        nameField.cursorOffset = nameField.text.count
        screen.onComplete()
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

    private enum Element { case title, question, field, suggestions, problem }

    /// The form's rows, a third of the way down: the title, a blank row, the question,
    /// the name field, the names it may be, and the problem. Short terminals drop the
    /// blank row, then the names, then the title and the question, and keep the field.
    private func form(in column: Rect) -> [(element: Element, rect: Rect)] {
        let height = column.height
        let elements: [Element?] = switch height {
        case 6...: [.title, nil, .question, .field, .suggestions, .problem]
        case 5: [.title, .question, .field, .suggestions, .problem]
        case 4: [.title, .question, .field, .problem]
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
            canvas.draw(screen.namesLists ? "Which list?" : "What's your name?", at: .zero, width: width)
        case .field:
            nameField.draw(in: canvas, style: Style(attributes: .underline), isFocused: true)
        case .suggestions:
            drawSuggestions(in: canvas)
        case .problem:
            if let problem = screen.problem {
                canvas.drawParagraph(problem, at: .zero, width: width, style: environment.theme.error)
            }
        }
    }

    /// The names on one row, the first (Tab's) in the key style, as many whole ones as fit
    /// and then how many more there are: `Ada  Adam  +3`. A first name too wide is cut.
    private func drawSuggestions(in canvas: Canvas) {
        let names = screen.suggestions
        let width = canvas.size.width
        let theme = environment.theme
        func moreLabel(after shown: Int) -> String {
            names.count > shown ? "  +\(names.count - shown)" : ""
        }
        var column = 0
        var shown = 0
        for name in names {
            let gap = shown == 0 ? 0 : 2
            guard column + gap + name.terminalWidth + moreLabel(after: shown + 1).count <= width else { break }
            column += gap
            column += canvas.draw(name, at: Point(column: column, row: 0), style: shown == 0 ? theme.key : theme.muted)
            shown += 1
        }
        if shown == 0, let first = names.first {
            column = canvas.draw(first, at: .zero, width: max(1, width - moreLabel(after: 1).count), style: theme.key)
            shown = 1
        }
        canvas.draw(moreLabel(after: shown), at: Point(column: column, row: 0), style: theme.muted)
    }
}
