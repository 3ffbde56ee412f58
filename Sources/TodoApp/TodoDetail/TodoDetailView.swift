import Foundation
import WorkflowUI

/// Draws a todo for reading: the title wrapped in bold, a few labelled facts, and the
/// note wrapped, as much as fits, with how many lines are above and below; with the
/// keys, the movement keys scroll the note.
final class TodoDetailView: ScreenView<TodoDetailScreen> {
    /// How many lines of the note are scrolled out of sight above.
    private var scroll = 0
    /// As of the last frame: how far the note can scroll, and the lines a page moves.
    private var scrollLimit = 0
    private var pageSize = 1

    /// The todo drawn last: another todo's note starts at its top.
    private var drawnID: Todo.ID?

    required init(screen: TodoDetailScreen, environment: ViewEnvironment) {
        super.init(screen: screen, environment: environment)
        screen.shownSelection?.watch(from: self)
    }

    override func screenDidChange(from previousScreen: TodoDetailScreen, previousEnvironment: ViewEnvironment) {
        if screen.shownSelection !== previousScreen.shownSelection { screen.shownSelection?.watch(from: self) }
    }

    // MARK: Keys

    override var keyCommands: [KeyCommand] {
        guard screen.hasKeys else { return [] }
        let screen = self.screen
        let bindings = environment.keyBindings
        let scrolling = KeyCommand.movements(title: "scroll", bindings: environment.keyBindings, help: Self.helpText) { [unowned self] in
            scroll = $0.selection(from: scroll, itemCount: scrollLimit + 1, pageSize: pageSize) ?? 0
            setNeedsDisplay()
        }
        return scrolling + [
            KeyCommand("list", keys: bindings[TodoKeys.ToList.self], keyLabel: bindings[TodoKeys.ToList.self].firstName, help: "back to the list") { screen.onBack() },
            KeyCommand("edit", keys: bindings[TodoKeys.Edit.self], keyLabel: bindings[TodoKeys.Edit.self].firstName, help: "edit the todo") { screen.onEdit() },
            KeyCommand("help", keys: bindings[TodoKeys.Help.self], keyLabel: bindings[TodoKeys.Help.self].firstName, help: "show every key", priority: .high) {
                screen.onShowHelp()
            },
        ]
    }

    private static func helpText(for movement: ListMovement) -> String {
        switch movement {
        case .up: "scroll the note up a line"
        case .down: "scroll the note down a line"
        case .pageUp: "scroll the note up a page"
        case .pageDown: "scroll the note down a page"
        case .first: "to the note's start"
        case .last: "to the note's end"
        }
    }

    /// With the mouse on, the help says what the wheel does here: beside the list too,
    /// where the pane has no keys.
    override var mouseHelp: [KeyHint] {
        environment.usesMouse ? [KeyHint(keys: "wheel", label: "scroll the note in the detail pane")] : []
    }

    /// The wheel scrolls the note a line a notch, whether the pane has the keys or not.
    override func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .wheelUp where scroll > 0: scroll -= 1
        case .wheelDown where scroll < scrollLimit: scroll += 1
        case .wheelUp, .wheelDown: break
        default: return false
        }
        return true
    }

    // MARK: Drawing

    /// Drawn again, the pane blanks only the rows it wrote last time and leaves the blank
    /// rows under them alone: a short todo after another is a few rows, not the pane.
    override var drawsIncrementally: Bool { true }
    /// How many rows from the top held something when the pane was drawn last.
    private var drawnHeight = 0

    override func draw(in canvas: Canvas) {
        guard !canvas.bounds.isEmpty else { return }
        if !canvas.isBlank {
            canvas.fill(Rect(column: 0, row: 0, width: canvas.size.width, height: min(drawnHeight, canvas.size.height)))
        }
        drawnHeight = drawTodo(in: canvas)
    }

    /// Draws the todo shown, and returns how many rows from the top it used.
    private func drawTodo(in canvas: Canvas) -> Int {
        let shown = screen.shown
        if shown.summary.id != drawnID {
            scroll = 0
            drawnID = shown.summary.id
        }
        let theme = environment.theme
        let area = Layout.columns(.length(1), .fill(), .length(1)).split(canvas.bounds)[1]
        let content = canvas.region(area)
        var row = 0
        row += content.drawParagraph(shown.summary.title, at: Point(column: 0, row: row), width: area.width, maxRows: 3, style: .bold)
        row += 1
        for (label, value, style) in facts(of: shown.summary, todo: shown.todo, theme: theme) where row < area.height {
            content.draw(label, at: Point(column: 0, row: row), style: theme.muted)
            content.draw(value, at: Point(column: Self.valueColumn, row: row), width: area.width - Self.valueColumn, style: style)
            row += 1
        }
        row += 1
        guard row < area.height else { return min(row, area.height) }
        let noteRows = drawNote(of: shown, in: content.region(Rect(column: 0, row: row, width: area.width, height: area.height - row)), theme: theme)
        return row + noteRows
    }

    private static let valueColumn = 10

    /// Label, value and style of each fact, in order.
    private func facts(of summary: TodoSummary, todo: Todo?, theme: Theme) -> [(String, String, Style)] {
        var facts: [(String, String, Style)] = [("Status", summary.isDone ? "done" : "open", .plain)]
        facts.append(("Priority", summary.priority == .none ? "none" : "\(summary.priority.marker) \(summary.priority.name)", .plain))
        if let due = summary.dueDate {
            let label = DueDateLabel(due: due, today: screen.today, isDone: summary.isDone, format: environment.dueDateFormat)
            let style = label.urgency == .overdue ? theme.error : label.urgency == .today ? Style.bold : .plain
            let value = label.text.hasSuffix(due.description) ? label.text : "\(label.text) (\(due))"
            facts.append(("Due", value, style))
        } else {
            facts.append(("Due", "no date", theme.muted))
        }
        if let todo {
            facts.append(("Created", Self.timestamp(todo.createdAt), .plain))
            facts.append(("Updated", Self.timestamp(todo.updatedAt), .plain))
        }
        return facts
    }

    /// Draws the note, or why there is none to show, and returns how many rows it used.
    private func drawNote(of shown: (summary: TodoSummary, todo: Todo?, problem: String?), in canvas: Canvas, theme: Theme) -> Int {
        if let problem = shown.problem {
            return canvas.drawParagraph("Couldn't read the note: \(problem)", at: .zero, width: canvas.size.width, style: theme.error)
        }
        guard let todo = shown.todo else {
            guard shown.summary.hasNote else { return 0 }
            canvas.draw("Reading the note…", at: .zero, style: theme.muted)
            return 1
        }
        if todo.id != shown.summary.id, !shown.summary.hasNote {
            // The new todo has no note: say so at once rather than show the last one's.
            canvas.draw("No note", at: .zero, style: theme.muted)
            return 1
        }
        guard !todo.note.isEmpty else {
            canvas.draw("No note", at: .zero, style: theme.muted)
            return 1
        }
        canvas.draw("Note", at: .zero, style: theme.muted)
        let lines = TerminalText.wrapped(todo.note, toWidth: canvas.size.width)
        let rows = canvas.size.height - 1
        // Scrolled to the end, the last lines fill every row; before it, the last row
        // says how many lines are below.
        scrollLimit = max(0, lines.count - rows)
        pageSize = max(1, rows - 1)
        scroll = min(scroll, scrollLimit)
        let shown = scroll < scrollLimit ? max(0, rows - 1) : rows
        for (index, line) in lines.dropFirst(scroll).prefix(shown).enumerated() {
            canvas.draw(line, at: Point(column: 0, row: index + 1))
        }
        if scroll > 0 {
            let above = "↑ \(scroll) more \(scroll == 1 ? "line" : "lines")"
            canvas.draw(above, at: .zero, width: canvas.size.width, alignment: .trailing, style: theme.muted)
        }
        let below = lines.count - scroll - shown
        if below > 0, rows > 0 {
            let how = screen.hasKeys ? "" : " (Tab scrolls)"
            canvas.draw("↓ \(below) more \(below == 1 ? "line" : "lines")\(how)", at: Point(column: 0, row: rows), width: canvas.size.width, style: theme.muted)
            return rows + 1
        }
        return 1 + min(shown, max(0, lines.count - scroll))
    }

    /// `2026-11-20 09:30`, in the local time zone.
    private static func timestamp(_ date: Date) -> String {
        let day = TodoDay(date)
        let seconds = Int((date.timeIntervalSince1970 + Double(LocalTimeZone.secondsFromGMT(for: date))).rounded(.down))
        let minutes = ((seconds % 86_400) + 86_400) % 86_400 / 60
        let hour = minutes / 60
        let minute = minutes % 60
        return "\(day) \(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)"
    }
}
