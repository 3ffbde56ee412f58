import WorkflowUI

/// A title field and a note area; Tab, Enter and the arrows move between them. Between
/// them, the priority and due date, which Ctrl-P and Ctrl-D set. Saving and going back
/// are the header bar's buttons (Ctrl-S, Esc), which reach the workflow through it.
final class TodoEditView: ScreenView<TodoEditScreen> {
    private typealias Field = EditorDraft.Field

    private var titleField: TextField
    private var noteArea: TextArea
    /// The line a due date is typed into, while Ctrl-D asks for one.
    private var dueDateLine = DueDateLine()
    /// Which field has the cursor; the workflow is told, as the draft keeps it.
    private var focus: Field {
        didSet { if focus != oldValue { screen.send(.fieldChanged(focus)) } }
    }

    required init(screen: TodoEditScreen, environment: ViewEnvironment) {
        titleField = TextField(text: screen.title, placeholder: "What needs doing?", maximumLength: TodoTitle.maximumLength)
        noteArea = TextArea(text: screen.note, placeholder: "Notes (optional)", maximumLength: TodoNote.maximumLength)
        // A note is read from its start, as any document opens; the title's cursor
        // waits at its end, where a title is usually added to.
        noteArea.cursorOffset = 0
        focus = screen.field
        super.init(screen: screen, environment: environment)
    }

    override func screenDidChange(from previousScreen: TodoEditScreen, previousEnvironment: ViewEnvironment) {
        if titleField.text != screen.title { titleField.text = screen.title }
        if noteArea.text != screen.note { noteArea.text = screen.note }
        if let prompt = screen.dueDatePrompt {
            if previousScreen.dueDatePrompt == nil { dueDateLine.open(with: prompt.text) }
            dueDateLine.follow(text: prompt.text)
        }
    }

    // MARK: Keys

    override var keyCommands: [KeyCommand] {
        let screen = self.screen
        let bindings = environment.keyBindings
        if screen.dueDatePrompt != nil { return dueDateCommands }
        var commands = [switchFieldCommand]
        commands.append(KeyCommand("help", keys: bindings[TodoKeys.EditorHelp.self], keyLabel: bindings[TodoKeys.EditorHelp.self].firstName, help: "show every key", priority: .high) {
            screen.send(.showHelp)
        })
        commands.append(KeyCommand("priority", keys: bindings[TodoKeys.EditorPriority.self], help: "priority: none, high, medium, low") {
            screen.send(.cyclePriority)
        })
        commands.append(KeyCommand("due", keys: bindings[TodoKeys.EditorDue.self], help: DueDateLine.help) { screen.send(.dueDate(.open)) })
        commands.append(KeyCommand("editor", keys: bindings[TodoKeys.ExternalEditor.self], help: "edit the note in $VISUAL or $EDITOR", priority: .low) {
            screen.send(.editNoteElsewhere)
        })
        if screen.hasChanges {
            // Leaving with unsaved changes asks first.
            commands.append(KeyCommand("quit", keys: environment.keyBindings.quit, help: "quit (asks first: there are unsaved changes)", priority: .high) {
                screen.send(.quit)
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

    /// While the due date line is up, its keys are the only ones.
    private var dueDateCommands: [KeyCommand] {
        let screen = self.screen
        return [
            KeyCommand("set", keys: [.enter], help: "set the due date; empty clears it") { screen.send(.dueDate(.answer)) },
            KeyCommand("cancel", keys: environment.keyBindings.back, help: "leave the due date as it was") { screen.send(.dueDate(.cancel)) },
        ]
    }

    override var capturesKeys: Bool { screen.dueDatePrompt != nil }

    /// The title, the note or the due date line always has the cursor: what types text is
    /// theirs, whatever the containers around answer.
    override var isEditingText: Bool { true }

    /// The focused field's editing keys, for the help; Ctrl-E is the editor's here, not
    /// the fields' "to the end", which End still does.
    override var additionalKeyHelp: [KeyHint] {
        switch focus {
        case .title: Self.help(for: TextField.editingKeys)
        case .note: [KeyHint(keys: "↑", label: "on the first line, back to the title")] + Self.help(for: TextArea.editingKeys)
        }
    }

    private static func help<Widget>(for editingKeys: [TextEditingKey<Widget>]) -> [KeyHint] {
        editingKeys.map { binding in
            KeyHint(keys: binding.keys.filter { $0 != .control("e") }.map(\.displayName).joined(separator: " "), label: binding.help)
        }
    }

    override func handle(_ key: KeyEvent) -> Bool {
        if super.handle(key) { return true }
        if screen.dueDatePrompt != nil {
            if let text = dueDateLine.handle(key) { screen.send(.dueDate(.change(text))) }
            return !environment.keyBindings.quit.contains(key)
        }
        let key = Self.typed(key, into: focus)
        switch focus {
        case .title:
            let result = titleField.handle(key)
            if result == .tooLong { screen.send(.textTooLong(.title)) }
            return result.reportingChange(of: titleField.text, to: { screen.send(.titleChanged($0)) })
        case .note:
            let result = noteArea.handle(key)
            if result == .tooLong { screen.send(.textTooLong(.note)) }
            // ↑ on the note's first line has nowhere to go in the note: on to the title.
            if key == .up, result == .ignored {
                focus = .title
                return true
            }
            return result.reportingChange(of: noteArea.text, to: { screen.send(.noteChanged($0)) })
        }
    }

    /// Typed or pasted text as the field's rule keeps it (`TodoTitle`, `TodoNote`): no
    /// control characters, so a line pasted from a coloured terminal leaves its text alone.
    private static func typed(_ key: KeyEvent, into field: Field) -> KeyEvent {
        let text: String
        switch key {
        case .paste(let pasted): text = pasted
        case .character(let character) where character.unicodeScalars.contains(where: ControlCharacters.isControl): text = String(character)
        default: return key
        }
        return .paste(field == .title ? TodoTitle.cleaned(text) : TodoNote.cleaned(text))
    }

    // MARK: Drawing

    /// Title label, title, the priority and due date, note label, the note, a row for
    /// what is scrolled out of view, and one for a problem (the due date line's two).
    private static let form = Layout.rows(
        .length(1), .length(1), .length(1), .length(1), .fill(), .length(1), .length(1)
    )
    /// The fields keep a column of margin on each side.
    private static let margins = Layout.columns(.length(1), .fill(), .length(1))

    override func draw(in canvas: Canvas) {
        let theme = environment.theme
        let fieldStyle = Style(attributes: .underline)

        // Tiny terminals get the title field alone, and the note under it when focused
        // (or the due date line, while it is up).
        guard canvas.size.height >= 6 else {
            let rows = Layout.rows(.length(1), .fill()).split(canvas.bounds)
            titleField.draw(in: canvas.region(rows[0]), style: fieldStyle, isFocused: focus == .title && screen.dueDatePrompt == nil)
            if let prompt = screen.dueDatePrompt {
                dueDateLine.draw(in: canvas.region(rows[1]), problem: prompt.problem, theme: theme)
            } else if focus == .note {
                noteArea.draw(in: canvas.region(rows[1]), isFocused: true)
            }
            return
        }

        let inner = Self.margins.split(canvas.bounds)[1]
        let rows = Self.form.split(inner)
        canvas.region(rows[0]).draw("Title", at: .zero, style: focus == .title ? .bold : theme.muted)
        let isTyping = screen.dueDatePrompt == nil
        titleField.draw(in: canvas.region(rows[1]), style: fieldStyle, isFocused: isTyping && focus == .title)
        drawPriorityAndDueDate(in: canvas.region(rows[2]))
        let noteLabel = canvas.region(rows[3])
        noteLabel.draw("Note", at: .zero, style: focus == .note ? .bold : theme.muted)
        noteArea.draw(in: canvas.region(rows[4]), isFocused: isTyping && focus == .note)
        // The note's first and last rows stay text; how much is out of view is said
        // beside the label above and on the free row below.
        drawHiddenLines(noteArea.linesHiddenAbove, arrow: "↑", in: noteLabel)
        if let prompt = screen.dueDatePrompt {
            // Across the whole width, as the list's: its margin is its own.
            let height = DueDateLine.height(problem: prompt.problem)
            let line = Rect(column: 0, row: rows[6].maxRow - height, width: canvas.size.width, height: height)
            dueDateLine.draw(in: canvas.region(line), problem: prompt.problem, theme: theme)
            if prompt.problem != nil { return }
        }
        drawHiddenLines(noteArea.linesHiddenBelow, arrow: "↓", in: canvas.region(rows[5]))
        if screen.dueDatePrompt != nil {
            return
        } else if let problem = screen.problem {
            canvas.region(rows[6]).draw(problem, at: .zero, width: rows[6].width, style: theme.error)
        } else if screen.isDraftKept {
            canvas.region(rows[6]).draw("Unsaved changes kept as a draft", at: .zero, width: rows[6].width, style: theme.muted)
        }
    }

    /// "!!! high priority · due Fri (2026-11-27)", or "No priority · no due date", muted.
    private func drawPriorityAndDueDate(in row: Canvas) {
        let priority = screen.priority == .none ? "no priority" : "\(screen.priority.marker) \(screen.priority.name) priority"
        let due = screen.dueDate.map { day in
            let label = DueDateLabel(due: day, today: screen.today, isDone: screen.isDone, format: environment.dueDateFormat)
            // "due today" and "overdue: …" say it already.
            let named = label.urgency == .later ? "due \(label.text)" : label.text
            return named.hasSuffix(day.description) ? named : "\(named) (\(day))"
        } ?? "no due date"
        let text = "\(priority) · \(due)"
        let isUnset = screen.priority == .none && screen.dueDate == nil
        row.draw(text.prefix(1).uppercased() + text.dropFirst(), at: .zero, width: row.size.width, style: isUnset ? environment.theme.muted : .plain)
    }

    /// "↓ 3 more lines", at the right of `row`.
    private func drawHiddenLines(_ count: Int, arrow: String, in row: Canvas) {
        guard count > 0 else { return }
        let text = "\(arrow) \(count) more \(count == 1 ? "line" : "lines")"
        row.draw(text, at: .zero, width: row.size.width, alignment: .trailing, style: environment.theme.muted)
    }
}
