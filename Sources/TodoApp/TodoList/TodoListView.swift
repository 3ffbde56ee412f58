import WorkflowUI

/// Shows the todos one per row, the selected one highlighted, with a status row at the
/// bottom for questions, problems and the position in the list.
final class TodoListView: ScreenView<TodoListScreen> {
    private var list = ScrollingList()
    /// The keys of the list and of the screens around it, then how to close the help:
    /// all from the commands that do it.
    private lazy var help = KeyHelpView { [unowned self] in
        KeyHelpList(commands: keyCommands(bubblingUpFrom: listCommands) + [closeHelp])
    }

    required init(screen: TodoListScreen, environment: ViewEnvironment) {
        super.init(screen: screen, environment: environment)
        adopt(help)
        styleHelp()
    }

    override func screenDidChange(from previousScreen: TodoListScreen, previousEnvironment: ViewEnvironment) {
        styleHelp()
    }

    private func styleHelp() {
        help.keyBindings = environment.keyBindings
        help.keyStyle = environment.theme.key
    }

    // MARK: Keys

    override var keyCommands: [KeyCommand] {
        switch screen.mode {
        case .browsing: listCommands + [openHelp]
        case .confirmingDelete: deleteQuestion.keyCommands
        case .help: [closeHelp]
        }
    }

    /// The help, while it shows: it scrolls with the movement keys.
    override var focusedChild: TerminalView? { screen.mode == .help ? help : nil }

    override var capturesKeys: Bool { screen.mode != .browsing }

    /// Keys typed before the list arrives, or while a todo opens, are meant for the
    /// list or the editor once they show: the session holds them until then.
    override var isAwaitingContent: Bool { screen.loading == .loading || screen.isOpeningTodo }

    /// What the keys do while browsing, but for the help key: the help lists these.
    private var listCommands: [KeyCommand] {
        let screen = self.screen
        let retry = KeyCommand("retry saving", keys: [.character("r")], help: "save the changes that failed again") {
            screen.onRetryWrites()
        }
        let retryIfFailed = screen.writeFailures.isEmpty ? [] : [retry]
        // On an empty list only the keys that do something are offered.
        guard !screen.todos.isEmpty else { return retryIfFailed }
        return retryIfFailed + movementCommands + [
            KeyCommand("edit", keys: [.enter], help: "edit the selected todo") {
                if let index = screen.selection { screen.onOpen(index) }
            },
            KeyCommand(selectedTodoIsDone ? "not done" : "done", keys: [.character(" ")], help: "mark the selected todo done or not done") {
                if let index = screen.selection { screen.onToggle(index) }
            },
            KeyCommand("delete", keys: [.character("d"), .delete], keyLabel: "d", help: "delete the selected todo (asks first)") {
                if let index = screen.selection { screen.onDelete(index) }
            },
        ]
    }

    private var selectedTodoIsDone: Bool {
        guard let index = screen.selection, screen.todos.indices.contains(index) else { return false }
        return screen.todos[index].isDone
    }

    /// The footer names them all with their arrows ("↑↓ move"): the letters are in the
    /// help, and the room they took lets the whole footer fit in 80 columns.
    private var movementCommands: [KeyCommand] {
        KeyCommand.movements(title: "move", bindings: environment.keyBindings, help: Self.helpText) { [unowned self] in
            move($0)
        }
    }

    private static func helpText(for movement: ListMovement) -> String {
        switch movement {
        case .up: "move up"
        case .down: "move down"
        case .pageUp: "page up"
        case .pageDown: "page down"
        case .first: "first todo"
        case .last: "last todo"
        }
    }

    /// High priority: the way to every other key stays in a narrow footer.
    private var openHelp: KeyCommand {
        KeyCommand("help", keys: [.character("?")], priority: .high) { [unowned self] in
            help.scrollToTop()
            screen.onShowHelp(true)
        }
    }

    /// High priority, and before quit: the way back is what a narrow footer keeps.
    private var closeHelp: KeyCommand {
        KeyCommand("close help", keys: [.character("?"), .escape, .character("q")], help: "close this help", priority: .high) { [screen] in
            screen.onShowHelp(false)
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
        switch screen.mode {
        case .browsing:
            return false
        case .confirmingDelete:
            return deleteQuestion.answer(otherKey: key, bindings: environment.keyBindings)
        case .help:
            // The help swallows every other key but quit.
            return !environment.keyBindings.quit.contains(key)
        }
    }

    private var deleteQuestion: YesNoQuestion {
        YesNoQuestion(yes: "delete", no: "keep") { [screen] in screen.onAnswerDelete($0) }
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
            drawNotice("Loading your todos…", in: canvas, style: theme.muted)
            return
        case .failed(let message) where screen.todos.isEmpty:
            drawNotice("Couldn't load your todos: \(message)", in: canvas, style: theme.error)
            return
        default:
            break
        }
        guard !screen.todos.isEmpty else {
            drawNotice("No todos yet. Press n to add your first one.", in: canvas, style: theme.muted)
            return
        }
        let todos = screen.todos
        let done = environment.todoStyles.done
        list.draw(in: canvas, itemCount: todos.count, selection: screen.selection) { row, index, isSelected in
            TodoListRow(todo: todos[index], isSelected: isSelected, done: done).draw(in: row, theme: theme)
        }
    }

    /// A sentence in place of the list, wrapped to its width: a narrow terminal still
    /// shows all of it, and an error from the store can be long.
    private func drawNotice(_ text: String, in canvas: Canvas, style: Style) {
        canvas.drawParagraph(text, at: Point(column: 1, row: 0), width: canvas.size.width - 2, style: style)
    }

    private func drawStatus(in canvas: Canvas, theme: Theme) {
        let width = canvas.size.width
        if case .confirmingDelete(let todo, _) = screen.mode {
            let title = TerminalText.truncated(todo.title, toWidth: max(1, width - 28))
            canvas.draw("Delete '\(title)'? (y/n)", at: Point(column: 1, row: 0), width: width - 1, style: theme.prompt)
            return
        }
        if let failure = screen.writeFailures.first {
            canvas.draw("Not saved: \(failure)", at: Point(column: 1, row: 0), width: width - 1, style: theme.error)
            return
        }
        if let failure = screen.openFailure {
            canvas.draw(failure, at: Point(column: 1, row: 0), width: width - 1, style: theme.error)
            return
        }
        guard let selection = screen.selection else { return }
        let position = "\(selection + 1)/\(screen.todos.count)"
        canvas.draw(position, at: Point(column: max(0, width - position.terminalWidth - 1), row: 0), style: theme.muted)
    }

    private func drawHelp(in canvas: Canvas) {
        help.render(in: canvas)
    }
}

/// One todo on one row: the selection marker, the done box, the title.
///
/// The selected row is highlighted from the gutter to the end of its title, not across
/// the whole width: moving the selection then rewrites two titles, not two screen-wide
/// rows, which keeps a key press to a couple of hundred bytes on a wide terminal. The
/// `›` marker says which row it is where highlighting does not show (`NO_COLOR`, a
/// monochrome terminal, a screen reader).
private struct TodoListRow {
    let todo: TodoSummary
    let isSelected: Bool
    let done: Style

    func draw(in row: Canvas, theme: Theme) {
        let plain = todo.isDone ? done : Style.plain
        let style = isSelected ? theme.selection.adding(plain.attributes) : plain
        row.draw(isSelected ? " › " : "   ", at: .zero, style: isSelected ? style.adding(.bold) : .plain)
        row.draw(todo.isDone ? "[x]" : "[ ]", at: Point(column: 3, row: 0), style: style)
        let titleWidth = row.size.width - 7
        guard titleWidth > 0 else { return }
        // The space before the title is highlighted too, so the bar has no gap.
        row.draw(" ", at: Point(column: 6, row: 0), style: isSelected ? style : .plain)
        row.draw(todo.title, at: Point(column: 7, row: 0), width: titleWidth, style: style)
    }
}
