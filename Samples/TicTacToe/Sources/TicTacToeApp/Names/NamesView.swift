import WorkflowUI

/// The names form, centred: a title, X's name field over O's, and why a start was
/// refused. Tab moves between the fields, Enter starts.
final class NamesView: ScreenView<NamesScreen> {
    private var fields: NameFields
    private var focus = Player.x

    required init(screen: NamesScreen, environment: ViewEnvironment) {
        fields = NameFields(
            x: TextField(text: screen.x, placeholder: "name"),
            o: TextField(text: screen.o, placeholder: "name")
        )
        super.init(screen: screen, environment: environment)
    }

    override func screenDidChange(from previousScreen: NamesScreen, previousEnvironment: ViewEnvironment) {
        for player in Player.allCases where fields[player].text != screen[player] {
            fields[player].text = screen[player]
        }
        // A refused start puts the cursor in the field to fix.
        if let problem = screen.problem, problem != previousScreen.problem { focus = problem.field }
    }

    // MARK: Keys

    override var keyCommands: [KeyCommand] {
        let screen = self.screen
        return [
            KeyCommand("other name", keys: [.tab, .backTab, .up, .down], keyLabel: "Tab", help: "go to the other name") {
                [unowned self] in focus = focus.opponent
            },
            // What this screen is for: kept in a narrow footer.
            KeyCommand("start", keys: [.enter], help: "start the game", priority: .high) { screen.onStart() },
            KeyCommand("quit", keys: environment.keyBindings.back) { screen.onQuit() },
        ]
    }

    /// One of the name fields always has the cursor: letters are typed, never taken for
    /// commands, the containers' included.
    override var isEditingText: Bool { true }

    override var additionalKeyHelp: [KeyHint] {
        TextField.editingKeys.map(\.helpEntry)
    }

    override func handle(_ key: KeyEvent) -> Bool {
        if super.handle(key) { return true }
        let player = focus
        let screen = self.screen
        return fields[player].handle(key).reportingChange(of: fields[player].text) { screen.onNameChanged(player, $0) }
    }

    // MARK: Drawing

    private enum Row { case title, question, name(Player), problem }

    /// The form's rows, a third of the way down; a short terminal keeps the fields and
    /// the problem only.
    private func rows(in column: Rect) -> [(row: Row, rect: Rect)] {
        let height = column.height
        let rows: [Row?] = height >= 8
            ? [.title, nil, .question, nil, .name(.x), .name(.o), nil, .problem]
            : [.name(.x), .name(.o), .problem]
        let top = height >= 8 ? (height - 8) / 3 : 0
        let constraints = [Layout.Constraint.length(top)] + rows.map { row in
            if case .problem = row { .fill() } else { .length(1) }
        }
        let rects = Layout(direction: .vertical, constraints: constraints).split(column).dropFirst()
        return zip(rows, rects).compactMap { row, rect in row.map { ($0, rect) } }
    }

    override func draw(in canvas: Canvas) {
        let width = min(canvas.size.width - 2, 44)
        guard width > 4 else { return }
        let column = canvas.bounds.centered(Size(width: width, height: canvas.size.height))
        for (row, rect) in rows(in: column) {
            draw(row, in: canvas.region(rect))
        }
    }

    private func draw(_ row: Row, in canvas: Canvas) {
        let theme = environment.theme
        let width = canvas.size.width
        switch row {
        case .title:
            canvas.draw("Tic-tac-toe", at: .zero, width: width, alignment: .center, style: .bold)
        case .question:
            canvas.draw("Who's playing? X goes first.", at: .zero, width: width)
        case .name(let player):
            let parts = Layout.columns(.length(2), .fill()).split(canvas.bounds)
            let isFocused = player == focus
            canvas.region(parts[0]).draw(player.mark, at: .zero, style: isFocused ? .bold : theme.muted)
            fields[player].draw(in: canvas.region(parts[1]), style: Style(attributes: .underline), isFocused: isFocused)
        case .problem:
            if let problem = screen.problem {
                canvas.drawParagraph(problem.message, at: .zero, width: width, style: theme.error)
            }
        }
    }
}

/// The two name fields, one per player.
private struct NameFields {
    var x: TextField
    var o: TextField

    subscript(player: Player) -> TextField {
        get { player == .x ? x : o }
        set { if player == .x { x = newValue } else { o = newValue } }
    }
}
