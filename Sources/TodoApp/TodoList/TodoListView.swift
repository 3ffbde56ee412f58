import WorkflowUI

/// Shows the todos one per row, the selected one highlighted, with a status row at the
/// bottom for problems and the position in the list.
final class TodoListView: ScreenView<TodoListScreen> {
    private var list = ScrollingList()

    // MARK: Keys

    override var keyCommands: [KeyCommand] {
        listCommands + [openHelp]
    }

    /// Keys typed before the list arrives, or while a todo opens, are meant for the
    /// list or the editor once they show: the session holds them until then.
    override var isAwaitingContent: Bool { screen.loading == .loading || screen.isOpeningTodo }

    /// What the keys do on the list; on an empty one, only those that do something.
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
            // What Space does depends on the todo; the room for the longer title is
            // kept, so moving between done and open todos rewrites one word.
            KeyCommand(
                selectedTodoIsDone ? "not done" : "done", keys: [.character(" ")],
                help: "mark the selected todo done or not done", titleWidth: "not done".count
            ) {
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
        KeyCommand("help", keys: [.character("?"), .function(1)], keyLabel: "?", help: "show every key", priority: .high) { [screen] in
            screen.onShowHelp()
        }
    }

    private func move(_ movement: ListMovement) {
        guard let index = list.selection(after: movement, from: screen.selection, itemCount: screen.todos.count),
            index != screen.selection
        else { return }
        screen.onSelect(index)
    }

    // MARK: Drawing

    /// The rows of todos over a status row; two rows or fewer are all list.
    private static let withStatus = Layout.rows(.fill(), .length(1))

    override func draw(in canvas: Canvas) {
        guard canvas.size.height > 0 else { return }
        let theme = environment.theme
        guard canvas.size.height > 2 else {
            drawTodos(in: canvas, theme: theme)
            return
        }
        let areas = Self.withStatus.split(canvas.bounds)
        drawTodos(in: canvas.region(areas[0]), theme: theme)
        drawStatus(in: canvas.region(areas[1]), theme: theme)
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
        list.draw(in: canvas, itemCount: todos.count, selection: screen.selection) { row, index, isSelected in
            TodoListRow(todo: todos[index], isSelected: isSelected).draw(in: row, theme: theme)
        }
    }

    /// A sentence in place of the list, wrapped to its width: a narrow terminal still
    /// shows all of it, and an error from the store can be long.
    private func drawNotice(_ text: String, in canvas: Canvas, style: Style) {
        canvas.drawParagraph(text, at: Point(column: 1, row: 0), width: canvas.size.width - 2, style: style)
    }

    private func drawStatus(in canvas: Canvas, theme: Theme) {
        let width = canvas.size.width
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

    func draw(in row: Canvas, theme: Theme) {
        let plain = todo.isDone ? theme.done : Style.plain
        // One style from the gutter to the end of the title: each change of style costs
        // the terminal bytes, on every move of the selection.
        let style = isSelected ? theme.selection.adding(plain.attributes) : plain
        row.draw(isSelected ? " › " : "   ", at: .zero, style: style)
        row.draw(todo.isDone ? "[x] " : "[ ] ", at: Point(column: 3, row: 0), style: style)
        let titleWidth = row.size.width - 7
        guard titleWidth > 0 else { return }
        row.draw(todo.title, at: Point(column: 7, row: 0), width: titleWidth, style: style)
    }

}
