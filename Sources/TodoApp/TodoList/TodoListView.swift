import WorkflowUI

/// Shows the todos one per row, the selected one highlighted, with a status row at the
/// bottom for questions, problems and the position in the list.
final class TodoListView: ScreenView<TodoListScreen> {
    private var list = ScrollingList()

    // MARK: Keys

    override var keyCommands: [KeyCommand] {
        switch screen.mode {
        case .browsing: browsingCommands
        case .confirmingDelete:
            [
                KeyCommand("delete", keys: [.character("y"), .character("Y")], keyLabel: "y") { [screen] in screen.onAnswerDelete(true) },
                KeyCommand("keep", keys: [.character("n"), .character("N"), .escape], keyLabel: "n") { [screen] in screen.onAnswerDelete(false) },
            ]
        case .help: [KeyCommand("close help", keys: [.escape, .character("?"), .character("q")]) { [screen] in screen.onShowHelp(false) }]
        }
    }

    override var capturesKeys: Bool { screen.mode != .browsing }

    private var browsingCommands: [KeyCommand] {
        let screen = self.screen
        let help = KeyCommand("help", keys: [.character("?")]) { screen.onShowHelp(true) }
        let retry = KeyCommand("retry saving", keys: [.character("r")]) { screen.onRetryWrites() }
        let retryIfFailed = screen.writeFailures.isEmpty ? [] : [retry]
        // On an empty list only the keys that do something are offered.
        guard !screen.todos.isEmpty else { return retryIfFailed + [help] }
        return retryIfFailed + movementCommands + [
            KeyCommand("edit", keys: [.enter]) { if let index = screen.selection { screen.onOpen(index) } },
            KeyCommand("done", keys: [.character(" ")]) { if let index = screen.selection { screen.onToggle(index) } },
            KeyCommand("delete", keys: [.character("d"), .delete], keyLabel: "d") { if let index = screen.selection { screen.onDelete(index) } },
            help,
        ]
    }

    /// One command per movement; the footer names them all with the first ("↑↓/jk move").
    private var movementCommands: [KeyCommand] {
        let bindings = environment.keyBindings
        let moves: [(ListMovement, [KeyEvent])] = [
            (.up, bindings.moveUp), (.down, bindings.moveDown), (.pageUp, bindings.pageUp),
            (.pageDown, bindings.pageDown), (.first, bindings.first), (.last, bindings.last),
        ]
        let arrows = (bindings.moveUp + bindings.moveDown).filter { !$0.isCharacter }.map(\.displayName).joined()
        let letters = (bindings.moveDown + bindings.moveUp).filter(\.isCharacter).map(\.displayName).joined()
        let label = letters.isEmpty ? arrows : "\(arrows)/\(letters)"
        return moves.map { movement, keys in
            KeyCommand(movement == .up ? "move" : nil, keys: keys, keyLabel: movement == .up ? label : nil) { [unowned self] in
                move(movement)
            }
        }
    }

    private func move(_ movement: ListMovement) {
        guard let index = list.selection(after: movement, from: screen.selection, itemCount: screen.todos.count),
            index != screen.selection
        else { return }
        screen.onSelect(index)
    }

    override func handle(_ key: KeyEvent) -> Bool {
        if super.handle(key) { return true }
        let isQuit = environment.keyBindings.quit.contains(key)
        switch screen.mode {
        case .browsing:
            return false
        case .confirmingDelete:
            // Any key but y keeps the todo; Ctrl-C still reaches the app.
            guard !isQuit else { return false }
            screen.onAnswerDelete(false)
            return true
        case .help:
            return !isQuit
        }
    }

    // MARK: Drawing

    override func draw(in canvas: Canvas) {
        guard canvas.size.height > 0 else { return }
        let theme = environment.theme
        let listHeight = canvas.size.height > 2 ? canvas.size.height - 1 : canvas.size.height
        let listArea = canvas.region(Rect(column: 0, row: 0, width: canvas.size.width, height: listHeight))

        if screen.mode == .help {
            drawHelp(in: listArea)
        } else {
            drawTodos(in: listArea, theme: theme)
        }
        if listHeight < canvas.size.height {
            drawStatus(in: canvas.region(Rect(column: 0, row: listHeight, width: canvas.size.width, height: 1)), theme: theme)
        }
    }

    private func drawTodos(in canvas: Canvas, theme: Theme) {
        switch screen.loading {
        case .loading where screen.todos.isEmpty:
            canvas.draw("Loading your todos…", at: Point(column: 1, row: 0), width: canvas.size.width - 1, style: theme.muted)
            return
        case .failed(let message) where screen.todos.isEmpty:
            canvas.draw("Couldn't load your todos: \(message)", at: Point(column: 1, row: 0), width: canvas.size.width - 1, style: theme.error)
            return
        default:
            break
        }
        guard !screen.todos.isEmpty else {
            canvas.draw("No todos yet. Press n to add your first one.", at: Point(column: 1, row: 0), width: canvas.size.width - 1, style: theme.muted)
            return
        }
        let todos = screen.todos
        list.draw(in: canvas, itemCount: todos.count, selection: screen.selection) { row, index, isSelected in
            TodoListRow(todo: todos[index], isSelected: isSelected).draw(in: row, theme: theme)
        }
    }

    private func drawStatus(in canvas: Canvas, theme: Theme) {
        let width = canvas.size.width
        if case .confirmingDelete(let todo) = screen.mode {
            let title = TerminalText.truncated(todo.title, toWidth: max(1, width - 28))
            canvas.draw("Delete '\(title)'? (y/n)", at: Point(column: 1, row: 0), width: width - 1, style: theme.prompt)
            return
        }
        if let failure = screen.writeFailures.first {
            canvas.draw("Not saved: \(failure) Press r to retry.", at: Point(column: 1, row: 0), width: width - 1, style: theme.error)
            return
        }
        guard let selection = screen.selection else { return }
        let position = "\(selection + 1)/\(screen.todos.count)"
        canvas.draw(position, at: Point(column: max(0, width - position.terminalWidth - 1), row: 0), style: theme.muted)
    }

    private func drawHelp(in canvas: Canvas) {
        let theme = environment.theme
        let bindings = environment.keyBindings
        func keys(_ keys: [KeyEvent]) -> String { keys.map(\.displayName).joined(separator: " ") }
        let entries: [(String, String)] = [
            (keys(bindings.moveUp), "move up"),
            (keys(bindings.moveDown), "move down"),
            (keys(bindings.pageUp + bindings.pageDown), "page up, page down"),
            (keys(bindings.first + bindings.last), "first, last todo"),
            ("Enter", "edit the selected todo"),
            ("n", "new todo"),
            ("Space", "mark done or not done"),
            ("d Del", "delete (asks first)"),
            (keys(bindings.back), "log out"),
            (keys(bindings.quit), "quit"),
            ("? Esc", "close this help"),
        ]
        canvas.draw("Keys", at: Point(column: 1, row: 0), style: .bold)
        let keyWidth = entries.map { $0.0.terminalWidth }.max() ?? 0
        for (offset, entry) in entries.enumerated() where offset + 1 < canvas.size.height {
            canvas.draw(entry.0, at: Point(column: 2, row: offset + 1), width: keyWidth, style: theme.key)
            canvas.draw(entry.1, at: Point(column: keyWidth + 4, row: offset + 1), width: canvas.size.width - keyWidth - 4)
        }
    }
}

/// One todo on one row: the selection bar, the done box, the title.
///
/// The selected row is marked by a reversed bar in the gutter rather than by restyling
/// the title: moving the selection then rewrites a few cells, not two whole titles, so
/// a key press sends the terminal tens of bytes however long the titles are.
private struct TodoListRow {
    let todo: Todo
    let isSelected: Bool

    func draw(in row: Canvas, theme: Theme) {
        let style = todo.isDone ? theme.done : Style.plain
        row.draw(isSelected ? " › " : "   ", at: .zero, style: isSelected ? theme.selection.adding(.bold) : .plain)
        row.draw(todo.isDone ? "[x]" : "[ ]", at: Point(column: 3, row: 0), style: style)
        let titleWidth = row.size.width - 7
        guard titleWidth > 0 else { return }
        row.draw(todo.title, at: Point(column: 7, row: 0), width: titleWidth, style: style)
    }
}
