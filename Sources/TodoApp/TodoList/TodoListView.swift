import WorkflowUI

/// Shows the todos one per row, the selected one highlighted, with a line at the
/// bottom for the position in the list, problems, what the last change did, and the
/// search or due date being typed.
final class TodoListView: ScreenView<TodoListScreen> {
    private var list = ScrollingList()
    /// The line typed into while a search is on; the text itself is the workflow's,
    /// copied in on every change.
    private var field = TextField()
    /// The line typed into while a due date is asked for.
    private var dueDateLine = DueDateLine()
    /// The cells of the rows drawn in the last frame: moving the selection draws two rows
    /// again, and copies the others (what that buys: the README's "Tunings").
    private var rowCache = DrawnRowCache<TodoListRow>()
    /// The theme, styles and date format the cached rows were drawn in.
    private var rowCacheLook: RowLook?
    /// What the rows on screen were drawn from, when they were drawn last.
    private var drawnRows: DrawnListRows?

    private struct RowLook: Equatable {
        var theme: Theme
        var styles: TodoStyles
        var dueDateFormat: DueDateFormat
    }

    /// The commands made lately, by what each list was made for. They read the screen
    /// when a key comes, so they are made again only when what they offer changes (a
    /// search starts, the selected todo is done), not for every screen: a key asks for
    /// them, and so does the footer of every frame. Several are kept because moving
    /// through a list goes back and forth between a few (a done todo's "not done", an
    /// open one's "done"). What that buys: the README's "Tunings".
    private var madeCommands = RecentlyUsed<CommandsShape, [KeyCommand]>(capacity: 4)

    /// What the list's commands depend on, apart from the screen they read when a key comes.
    private struct CommandsShape: Equatable {
        var bottomLine: BottomLineKind
        var hasRows: Bool
        var hasWriteFailures: Bool
        var hasSearch: Bool
        var selectedTodoIsDone: Bool
        var canChange: Bool
        var bindings: KeyBindings
    }

    private enum BottomLineKind: Equatable {
        case list, search, dueDate
    }

    /// The row a movement key selected, shown before the workflow hears of it: it is told
    /// once the key's frame is written, or before anything else the list asks of it. A
    /// key that moves the selection so costs two rows drawn, not a render of the session.
    private var leadingRow: Int?

    /// The selected row as shown: the one a key just moved to, or the workflow's.
    private var selection: Int? { leadingRow ?? screen.selection }

    /// What the user asked of the list, after the move of the selection it was asked on.
    private func send(_ intent: TodoListScreen.Intent) {
        sendLead()
        screen.send(intent)
    }

    /// Shows `row` selected now, and tells the workflow once this frame is written.
    private func lead(to row: Int) {
        // What Space offers ("done" or "not done") depends on the todo selected.
        if selectedTodoIsDone != screen.rows[row].isDone { currentCommands = nil }
        // A row already leading has its sending put off already: moves in one read are
        // sent once, as the last of them.
        let isSendingPutOff = leadingRow != nil
        leadingRow = row
        screen.shownSelection.lead(to: screen.rows[row])
        setNeedsDisplay()
        if !isSendingPutOff { afterFrame { [weak self] in self?.sendLead() } }
    }

    /// Tells the workflow of the row shown selected, if it has not heard of it.
    private func sendLead() {
        guard let row = leadingRow else { return }
        leadingRow = nil
        currentCommands = nil
        screen.shownSelection.settle()
        screen.send(.select(row: row))
    }

    override func screenDidChange(from previousScreen: TodoListScreen, previousEnvironment: ViewEnvironment) {
        currentCommands = nil
        followLead(from: previousScreen)
        // A page read above the rows of a long list moves them all down: the list moves
        // with them, so what the user sees stays put.
        let (window, previousWindow) = (screen.rows.window, previousScreen.rows.window)
        if window.readNumber == previousWindow.readNumber, window.startShift != previousWindow.startShift {
            list.itemsMoved(by: window.startShift - previousWindow.startShift)
        }
        switch screen.bottomLine {
        case .search:
            if field.text != screen.search ?? "" { field.text = screen.search ?? "" }
        case .dueDate(let text, _):
            if previousScreen.bottomLine.isDueDate == false { dueDateLine.open(with: text) }
            dueDateLine.follow(text: text)
        case .position, .notice:
            break
        }
    }

    // MARK: Keys

    /// The commands for the screen shown and the selection: a key and the footer each
    /// ask for them, and they are looked up again only once one changes.
    private var currentCommands: [KeyCommand]?

    override var keyCommands: [KeyCommand] {
        if let currentCommands { return currentCommands }
        let shape = commandsShape
        if let made = madeCommands.value(for: shape) {
            currentCommands = made
            return made
        }
        let made = switch shape.bottomLine {
        case .search: searchCommands
        case .dueDate: dueDateCommands
        case .list: listCommands + [openHelp]
        }
        madeCommands.insert(made, for: shape)
        currentCommands = made
        return made
    }

    private var commandsShape: CommandsShape {
        let bottomLine: BottomLineKind = switch screen.bottomLine {
        case .search: .search
        case .dueDate: .dueDate
        case .position, .notice: .list
        }
        return CommandsShape(
            bottomLine: bottomLine, hasRows: !screen.rows.isEmpty, hasWriteFailures: !screen.writeFailures.isEmpty,
            hasSearch: screen.search != nil, selectedTodoIsDone: selectedTodoIsDone, canChange: screen.canChange,
            bindings: environment.keyBindings
        )
    }

    /// While a line is typed into, its keys are the only ones: the footer offers them.
    override var capturesKeys: Bool { isEditingText }

    /// The search and the due date are typed on the bottom line: letters are theirs, and
    /// the movements keep their arrows and page keys.
    override var isEditingText: Bool {
        switch screen.bottomLine {
        case .search, .dueDate: true
        case .position, .notice: false
        }
    }

    override func handle(_ key: KeyEvent) -> Bool {
        if super.handle(key) { return true }
        switch screen.bottomLine {
        case .search:
            _ = field.handle(key).reportingChange(of: field.text) { send(.request(.searchChanged($0))) }
            return !environment.keyBindings.quit.contains(key)
        case .dueDate:
            if let text = dueDateLine.handle(key) { send(.dueDateChanged(text)) }
            return !environment.keyBindings.quit.contains(key)
        case .position, .notice:
            return false
        }
    }

    // MARK: Mouse

    /// With the mouse on, the help says what it does on the list.
    override var mouseHelp: [KeyHint] {
        guard environment.usesMouse, !capturesKeys else { return [] }
        return [
            KeyHint(keys: "click", label: "select the todo clicked"),
            KeyHint(keys: "double-click", label: "edit the todo clicked"),
            KeyHint(keys: "wheel", label: "move through the list"),
        ]
    }

    /// A click selects the todo under it, a double-click opens it as Enter does, and the
    /// wheel moves the selection as ↑ and ↓ do (the list scrolls to keep it in view).
    /// While a line is typed into (search, a due date), the mouse does nothing here.
    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard !capturesKeys, !screen.rows.isEmpty else { return false }
        switch event.kind {
        case .wheelUp:
            move(.up)
        case .wheelDown:
            move(.down)
        case .press(.left), .doubleClick(.left):
            guard let row = row(at: event.position) else { return false }
            if row != selection { lead(to: row) }
            if event.kind == .doubleClick(.left) { send(.open(row: row)) }
        default:
            return false
        }
        return true
    }

    /// The row of the todo drawn at `point`, if one is.
    private func row(at point: Point) -> Int? {
        let listHeight = size.height > 2 ? size.height - bottomLineHeight : size.height
        guard point.row >= 0, point.row < listHeight else { return nil }
        let row = list.firstVisibleIndex + point.row
        return row < screen.rows.count ? row : nil
    }

    /// Keys typed before the list arrives, or while a todo opens, are meant for the
    /// list or the editor once they show: the session holds them until then.
    override var isAwaitingContent: Bool { screen.loading == .loading || screen.isOpeningTodo }

    /// What the keys do on the list; on an empty one, only those that do something.
    private var listCommands: [KeyCommand] {
        var commands: [KeyCommand] = []
        if !screen.writeFailures.isEmpty {
            commands.append(KeyCommand("retry saving", keys: bindings[TodoKeys.Retry.self], help: "save the changes that failed again") { [unowned self] in
                send(.request(.retryWrites))
            })
        }
        if !screen.rows.isEmpty {
            commands += movementCommands + todoCommands
        }
        commands += viewCommands
        guard screen.canChange else {
            // The keys stay, to say why nothing changes; the footer stops offering them.
            return commands.map { command in
                var unoffered = command
                if Self.changingTitles.contains(command.title ?? "") { unoffered.title = nil }
                return unoffered
            }
        }
        return commands
    }

    private var bindings: KeyBindings { environment.keyBindings }

    /// "K/J": the keys of moving a todo up and down, as the footer names them together, a
    /// letter rather than a Shift-arrow where there is one (it is shorter).
    private var moveTodoLabel: String {
        [bindings[TodoKeys.MoveTodoUp.self], bindings[TodoKeys.MoveTodoDown.self]]
            .compactMap { keys in (keys.first(where: \.isCharacter) ?? keys.first)?.displayName }
            .joined(separator: "/")
    }

    /// The footer's words for the commands that change the list.
    private static let changingTitles: Set<String> = [
        "edit", "done", "not done", "delete", "priority", "due", "move todo", "undo", "redo", "retry saving",
    ]

    /// What the keys do to the selected todo.
    private var todoCommands: [KeyCommand] {
        let onSelected: (@escaping (Int) -> TodoListScreen.Intent) -> () -> Void = { intent in
            { [unowned self] in if let row = selection { send(intent(row)) } }
        }
        var commands = [
            KeyCommand("edit", keys: bindings[TodoKeys.Edit.self], keyLabel: bindings[TodoKeys.Edit.self].firstName, help: "edit the selected todo", action: onSelected { .open(row: $0) }),
            // What Space does depends on the todo; the room for the longer title is
            // kept, so moving between done and open todos rewrites one word.
            KeyCommand(
                selectedTodoIsDone ? "not done" : "done", keys: bindings[TodoKeys.Toggle.self],
                help: "mark the selected todo done or not done", titleWidth: "not done".count,
                action: onSelected { .toggle(row: $0) }
            ),
            KeyCommand("delete", keys: bindings[TodoKeys.Delete.self], keyLabel: bindings[TodoKeys.Delete.self].firstName, help: "delete the selected todo (asks first)",
                       action: onSelected { .delete(row: $0) }),
            KeyCommand("priority", keys: bindings[TodoKeys.Priority.self], help: "priority: none, high, medium, low", priority: .low,
                       action: onSelected { .cyclePriority(row: $0) }),
            KeyCommand("due", keys: bindings[TodoKeys.Due.self], help: DueDateLine.help, priority: .low,
                       action: onSelected { .askForDueDate(row: $0) }),
        ]
        commands.append(contentsOf: [
            KeyCommand("read", keys: bindings[TodoKeys.Read.self], help: "read the selected todo in full, its note scrolled with the arrows", priority: .low) {
                [unowned self] in send(.request(.readDetail))
            },
            KeyCommand("move todo", keys: bindings[TodoKeys.MoveTodoUp.self], keyLabel: moveTodoLabel, help: "move the todo up (in your own order)", priority: .low) { [unowned self] in
                if let row = selection { send(.move(row: row, offset: -1)) }
            },
            KeyCommand(nil, keys: bindings[TodoKeys.MoveTodoDown.self], help: "move the todo down (in your own order)") { [unowned self] in
                if let row = selection { send(.move(row: row, offset: 1)) }
            },
        ])
        return commands
    }

    /// What the keys do to the list as a whole.
    private var viewCommands: [KeyCommand] {
        var commands = [
            KeyCommand("find", keys: bindings[TodoKeys.Find.self], help: "find todos by their title or note") { [unowned self] in send(.request(.startSearch)) },
            KeyCommand("show", keys: bindings[TodoKeys.Show.self], help: "show all, open or done todos", priority: .low) { [unowned self] in send(.request(.cycleFilter)) },
            KeyCommand("sort", keys: bindings[TodoKeys.Sort.self], help: "sort: your order, by due date, by priority", priority: .low) { [unowned self] in send(.request(.cycleSort)) },
            KeyCommand("undo", keys: bindings[TodoKeys.Undo.self], help: "undo the last change", priority: .low) { [unowned self] in send(.request(.undo)) },
            KeyCommand("redo", keys: bindings[TodoKeys.Redo.self], help: "redo what was undone", priority: .low) { [unowned self] in send(.request(.redo)) },
        ]
        if screen.search != nil {
            // With a search on, Esc clears it before it logs out.
            commands.append(KeyCommand("clear search", keys: environment.keyBindings.back, help: "clear the search", priority: .high) { [unowned self] in
                send(.request(.finishSearch(keep: false)))
            })
        }
        return commands
    }

    private var searchCommands: [KeyCommand] {
        [
            KeyCommand("keep", keys: [.enter], help: "keep the search and go back to the list") { [unowned self] in send(.request(.finishSearch(keep: true))) },
            KeyCommand("clear", keys: environment.keyBindings.back, help: "clear the search") { [unowned self] in send(.request(.finishSearch(keep: false))) },
        ] + movementCommands
    }

    private var dueDateCommands: [KeyCommand] {
        [
            KeyCommand("set", keys: [.enter], help: "set the due date; empty clears it") { [unowned self] in send(.answerDueDate) },
            KeyCommand("cancel", keys: environment.keyBindings.back, help: "leave the due date as it was") { [unowned self] in send(.cancelDueDate) },
        ]
    }

    private var selectedTodoIsDone: Bool {
        guard let row = selection, screen.rows.indices.contains(row) else { return false }
        return screen.rows[row].isDone
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
        KeyCommand("help", keys: bindings[TodoKeys.Help.self], keyLabel: bindings[TodoKeys.Help.self].firstName, help: "show every key", priority: .high) { [unowned self] in
            send(.request(.showHelp))
        }
    }

    private func move(_ movement: ListMovement) {
        if movement == .first || movement == .last {
            send(.jump(movement == .last ? .end : .start))
            return
        }
        guard let row = list.selection(after: movement, from: selection, itemCount: screen.rows.count),
            row != selection
        else { return }
        lead(to: row)
    }

    /// Keeps a row shown selected on its todo when the rows change under it before the
    /// workflow heard of it (a page read above it, a change from elsewhere); gives it up
    /// when the todo is gone, or when the workflow selects it too.
    private func followLead(from previousScreen: TodoListScreen) {
        guard let row = leadingRow else { return }
        let id = previousScreen.rows.indices.contains(row) ? previousScreen.rows.id(at: row) : nil
        leadingRow = id.flatMap(screen.rows.row(ofID:))
        if leadingRow == nil || leadingRow == screen.selection {
            leadingRow = nil
            screen.shownSelection.settle()
        }
    }

    // MARK: Drawing

    /// A key that moves the selection draws two rows again and the bottom line; the
    /// other rows keep what they show.
    override var drawsIncrementally: Bool { true }
    /// What was drawn where in the last frame: rows of todos over a bottom line of this
    /// height, or a notice. Drawn differently now, the canvas is blanked first.
    private var drawnShape: DrawnShape?

    private enum DrawnShape: Equatable {
        case rows(bottomHeight: Int)
        case notice
    }

    override func draw(in canvas: Canvas) {
        guard canvas.size.height > 0 else { return }
        let shape = drawnShapeNow
        let canvas = shape == drawnShape ? canvas : canvas.cleared()
        drawnShape = shape
        let theme = environment.theme
        // The rows of todos over the bottom line (two while a due date is refused);
        // two rows or fewer are all list.
        guard canvas.size.height > 2 else {
            drawTodos(in: canvas, theme: theme)
            return
        }
        let areas = Layout.rows(.fill(), .length(bottomLineHeight)).split(canvas.bounds)
        drawTodos(in: canvas.region(areas[0]), theme: theme)
        drawBottomLine(in: canvas.region(areas[1]).cleared(), theme: theme)
    }

    private var bottomLineHeight: Int {
        if case .dueDate(_, let problem) = screen.bottomLine { DueDateLine.height(problem: problem) } else { 1 }
    }

    private var drawnShapeNow: DrawnShape {
        screen.rows.isEmpty ? .notice : .rows(bottomHeight: bottomLineHeight)
    }

    private func drawTodos(in canvas: Canvas, theme: Theme) {
        let earlier = drawnRows
        drawnRows = nil
        if let notice = ListNotice(screen, keys: environment.keyBindings) {
            drawNotice(notice.text, in: canvas.cleared(), style: notice.isProblem ? theme.error : theme.muted)
            return
        }
        let rows = screen.rows
        let styles = environment.todoStyles
        let query = screen.search.flatMap { $0.isEmpty ? nil : SearchFolding.folded($0) }
        let today = screen.today
        let dueDateFormat = environment.dueDateFormat
        let look = RowLook(theme: theme, styles: styles, dueDateFormat: dueDateFormat)
        let isSameLook = look == rowCacheLook
        if !isSameLook {
            rowCache.clear()
            rowCacheLook = look
        }
        let first = list.scroll(toShow: selection, itemCount: rows.count, rows: canvas.size.height).lowerBound
        let drawn = DrawnListRows(
            rows: rows, query: query, today: today, size: canvas.size, firstVisibleIndex: first, selection: selection
        )
        defer { drawnRows = drawn }
        func drawRow(_ row: Canvas, index: Int, place: Int) {
            // A column of margin on the right, so the due dates do not touch a pane's edge.
            let inner = row.region(Rect(column: 0, row: 0, width: max(0, row.size.width - 1), height: 1))
            let todoRow = TodoListRow(
                todo: rows[index], isSelected: index == selection, query: query, today: today, dueDateFormat: dueDateFormat
            )
            rowCache.draw(inner, at: place, key: todoRow) { todoRow.draw(in: $0, theme: theme, styles: styles) }
        }
        if !canvas.isBlank, isSameLook, let changed = drawn.itemsChanged(since: earlier) {
            for index in changed {
                drawRow(canvas.region(Rect(column: 0, row: index - first, width: canvas.size.width, height: 1)), index: index, place: index - first)
            }
            return
        }
        var place = 0  // the rows come top to bottom
        list.draw(in: canvas, itemCount: rows.count, selection: selection) { row, index, _ in
            drawRow(row, index: index, place: place)
            place += 1
        }
        // Rows below the last todo hold nothing.
        if !canvas.isBlank && place < canvas.size.height {
            canvas.region(Rect(column: 0, row: place, width: canvas.size.width, height: canvas.size.height - place)).fill()
        }
        rowCache.forgetRows(from: place)
    }

    /// A sentence in place of the list, wrapped to its width: a narrow terminal still
    /// shows all of it, and an error from the store can be long.
    private func drawNotice(_ text: String, in canvas: Canvas, style: Style) {
        canvas.drawParagraph(text, at: Point(column: 1, row: 0), width: canvas.size.width - 2, style: style)
    }

    private func drawBottomLine(in canvas: Canvas, theme: Theme) {
        let width = canvas.size.width
        switch screen.bottomLine {
        case .search:
            drawField(label: "Find: ", in: canvas, theme: theme)
            return
        case .dueDate(_, let problem):
            dueDateLine.draw(in: canvas, problem: problem, theme: theme)
            return
        case .position, .notice:
            break
        }
        if let failure = screen.writeFailures.first {
            canvas.draw("Not saved: \(failure)", at: Point(column: 1, row: 0), width: width - 1, style: theme.error)
            return
        }
        if let failure = screen.openFailure {
            canvas.draw(failure, at: Point(column: 1, row: 0), width: width - 1, style: theme.error)
            return
        }
        let position = selection.map { row in
            "\(screen.rows.place(ofRow: row).map(String.init) ?? "…")/\(screen.rows.shownTotal.map(String.init) ?? "…")"
        } ?? ""
        if case .notice(let message) = screen.bottomLine {
            canvas.draw(message.line(keys: environment.keyBindings), at: Point(column: 1, row: 0), width: max(0, width - position.terminalWidth - 3), style: theme.muted)
        } else if let search = screen.search {
            canvas.draw("Find: \(search)", at: Point(column: 1, row: 0), width: max(0, width - position.terminalWidth - 3), style: theme.muted)
        }
        canvas.draw(position, at: Point(column: max(0, width - position.terminalWidth - 1), row: 0), style: theme.muted)
    }

    /// A label and the text field after it, on the bottom line.
    private func drawField(label: String, in canvas: Canvas, theme: Theme) {
        let columns = Layout.columns(.length(1), .length(label.terminalWidth), .fill(), .length(1)).split(canvas.bounds)
        canvas.region(columns[1]).draw(label, at: .zero, style: .bold)
        field.draw(in: canvas.region(columns[2]), style: Style(attributes: .underline), isFocused: true)
    }
}

private extension TodoListScreen.BottomLine {
    var isDueDate: Bool {
        if case .dueDate = self { return true }
        return false
    }
}
