import WorkflowUI

/// A title field and a note area; Tab moves between them. Saving and going back are
/// the header bar's buttons (Ctrl-S, Esc), which reach the workflow through it.
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
        if screen.isConfirmingDiscard { return discardQuestion.keyCommands }
        return [
            KeyCommand(focus == .title ? "to note" : "to title", keys: [.tab, .backTab], keyLabel: "Tab") { [unowned self] in
                focus = focus == .title ? .note : .title
            },
        ]
    }

    override var capturesKeys: Bool { screen.isConfirmingDiscard }

    private var discardQuestion: YesNoQuestion {
        YesNoQuestion(yes: "discard", no: "keep editing") { [screen] in screen.onAnswerDiscard($0) }
    }

    override func handle(_ key: KeyEvent) -> Bool {
        if super.handle(key) { return true }
        if screen.isConfirmingDiscard { return discardQuestion.answer(otherKey: key, bindings: environment.keyBindings) }
        switch focus {
        case .title:
            if key == .enter || key == .down {
                focus = .note
                return true
            }
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

        let messageRow = Point(column: 1, row: height - 1)
        if screen.isConfirmingDiscard {
            canvas.draw("Discard changes? (y/n)", at: messageRow, width: fieldWidth, style: theme.prompt)
        } else if let problem = screen.problem {
            canvas.draw(problem, at: messageRow, width: fieldWidth, style: theme.error)
        }
    }

    private func drawHiddenLines(_ count: Int, arrow: String, onRow row: Int, in canvas: Canvas) {
        guard count > 0 else { return }
        let text = "\(arrow) \(count) more \(count == 1 ? "line" : "lines")"
        let column = max(1, canvas.size.width - 1 - text.terminalWidth)
        canvas.draw(text, at: Point(column: column, row: row), style: environment.theme.muted)
    }
}
