import WorkflowUI

/// A title field and a note area; Tab, Enter and the arrows move between them. Saving
/// and going back are the header bar's buttons (Ctrl-S, Esc), which reach the workflow
/// through it.
final class TodoEditView: ScreenView<TodoEditScreen> {
    private enum Field { case title, note }

    private var titleField: TextField
    private var noteArea: TextArea
    private var focus = Field.title

    required init(screen: TodoEditScreen, environment: ViewEnvironment) {
        titleField = TextField(text: screen.title, placeholder: "What needs doing?")
        noteArea = TextArea(text: screen.note, placeholder: "Notes (optional)")
        // A note is read from its start, as any document opens; the title's cursor
        // waits at its end, where a title is usually added to.
        noteArea.cursorOffset = 0
        super.init(screen: screen, environment: environment)
    }

    override func screenDidChange(from previousScreen: TodoEditScreen, previousEnvironment: ViewEnvironment) {
        if titleField.text != screen.title { titleField.text = screen.title }
        if noteArea.text != screen.note { noteArea.text = screen.note }
    }

    // MARK: Keys

    override var keyCommands: [KeyCommand] {
        let screen = self.screen
        var commands = [switchFieldCommand]
        commands.append(KeyCommand("help", keys: [.control("g"), .function(1)], keyLabel: "^G", help: "show every key", priority: .high) {
            screen.onShowHelp()
        })
        if screen.hasChanges {
            // Leaving with unsaved changes asks first; the footer names ^C quit already.
            commands.append(KeyCommand(nil, keys: environment.keyBindings.quit, help: "quit (asks first: there are unsaved changes)") {
                screen.onQuit()
            })
        }
        return commands
    }

    /// Tab and Shift-Tab go to the other field; from the title, Enter and ↓ go on to the
    /// note too, as in a form.
    private var switchFieldCommand: KeyCommand {
        switch focus {
        case .title:
            KeyCommand("to note", keys: [.tab, .backTab, .enter, .down], keyLabel: "Tab/Enter", help: "go to the note") {
                [unowned self] in focus = .note
            }
        case .note:
            KeyCommand("to title", keys: [.tab, .backTab], keyLabel: "Tab", help: "go to the title") {
                [unowned self] in focus = .title
            }
        }
    }

    /// The focused field's editing keys, for the help.
    override var additionalKeyHelp: [KeyHint] {
        switch focus {
        case .title: TextField.editingKeys.map(\.helpEntry)
        case .note:
            [KeyHint(keys: "↑", label: "on the first line, back to the title")] + TextArea.editingKeys.map(\.helpEntry)
        }
    }

    override func handle(_ key: KeyEvent) -> Bool {
        if super.handle(key) { return true }
        switch focus {
        case .title:
            return titleField.handle(key).reportingChange(of: titleField.text, to: screen.onTitleChanged)
        case .note:
            let result = noteArea.handle(key)
            // ↑ on the note's first line has nowhere to go in the note: on to the title.
            if key == .up, result == .ignored {
                focus = .title
                return true
            }
            return result.reportingChange(of: noteArea.text, to: screen.onNoteChanged)
        }
    }

    // MARK: Drawing

    override func draw(in canvas: Canvas) {
        let theme = environment.theme
        let width = canvas.size.width
        let height = canvas.size.height
        let fieldWidth = max(0, width - 2)
        let fieldStyle = Style(attributes: .underline)

        // Tiny terminals get the title field alone.
        guard height >= 6 else {
            titleField.draw(in: canvas.region(Rect(column: 0, row: 0, width: width, height: 1)), style: fieldStyle, isFocused: focus == .title)
            if focus == .note, height > 1 {
                noteArea.draw(in: canvas.region(Rect(column: 0, row: 1, width: width, height: height - 1)), isFocused: true)
            }
            return
        }

        canvas.draw("Title", at: Point(column: 1, row: 0), style: focus == .title ? .bold : theme.muted)
        titleField.draw(in: canvas.region(Rect(column: 1, row: 1, width: fieldWidth, height: 1)), style: fieldStyle, isFocused: focus == .title)

        canvas.draw("Note", at: Point(column: 1, row: 3), style: focus == .note ? .bold : theme.muted)
        let noteHeight = max(1, height - 6)
        noteArea.draw(in: canvas.region(Rect(column: 1, row: 4, width: fieldWidth, height: noteHeight)), isFocused: focus == .note)
        // The note's first and last rows stay text; how much is out of view is said
        // beside the label above and on the free row below.
        drawHiddenLines(noteArea.linesHiddenAbove, arrow: "↑", onRow: 3, in: canvas)
        drawHiddenLines(noteArea.linesHiddenBelow, arrow: "↓", onRow: 4 + noteHeight, in: canvas)

        if let problem = screen.problem {
            canvas.draw(problem, at: Point(column: 1, row: height - 1), width: fieldWidth, style: theme.error)
        }
    }

    private func drawHiddenLines(_ count: Int, arrow: String, onRow row: Int, in canvas: Canvas) {
        guard count > 0 else { return }
        let text = "\(arrow) \(count) more \(count == 1 ? "line" : "lines")"
        let column = max(1, canvas.size.width - 1 - text.terminalWidth)
        canvas.draw(text, at: Point(column: column, row: row), style: environment.theme.muted)
    }
}
