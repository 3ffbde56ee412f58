import WorkflowUI

/// The line a due date is typed into, at the foot of the list (`D`) or of the editor
/// (Ctrl-D): "Due: " and a field, and, once an answer was refused, why, on the row
/// above, so that what was typed stays in sight to correct.
///
/// It is the view's part: the text itself and the refusal are the workflow's, copied
/// in with `follow(text:)`. The date the todo had is shown selected when the line
/// opens, and, as with selected text anywhere, what is typed or pasted replaces it,
/// Backspace and Delete remove it, and any other key (←, Home…) keeps it to edit.
///
/// ```swift
/// line.open(with: "2026-11-25")
/// if let text = line.handle(key) { screen.send(.dueDateChanged(text)) }
/// line.draw(in: canvas.region(rows[1]), problem: problem, theme: environment.theme)
/// ```
struct DueDateLine {
    private var field = TextField()
    /// Whether the line still shows, untouched, the date the todo had.
    private var isSelected = false

    /// The help of the key that opens the line: the words it takes.
    static let help = "set the due date: \(DueDateInput.words)"

    /// The rows the line takes: its own, and one for a refusal.
    static func height(problem: String?) -> Int {
        problem == nil ? 1 : 2
    }

    /// Opens the line on `text`, the date the todo has (empty for none), selected.
    mutating func open(with text: String) {
        field = TextField(text: text)
        isSelected = !text.isEmpty
    }

    /// Takes the workflow's text, when it differs from what the field holds.
    mutating func follow(text: String) {
        if field.text != text { field.text = text }
    }

    /// A key typed into the line.
    ///
    /// - Returns: The text, when the key changed it: for the view to tell its screen,
    ///   once the line is done changing (the screen's answer updates the line).
    mutating func handle(_ key: KeyEvent) -> String? {
        var changed = false
        if isSelected {
            isSelected = false
            switch key {
            case .character, .paste:
                field.text = ""
            case .backspace, .delete:
                field.text = ""
                changed = true
            default:
                break
            }
        }
        if field.handle(key) == .textChanged { changed = true }
        return changed ? field.text : nil
    }

    /// Draws the refusal, if any, on the first row of `canvas`, and the label and field
    /// on the last, with the cursor in the field.
    mutating func draw(in canvas: Canvas, problem: String?, theme: Theme) {
        let height = canvas.size.height
        guard height > 0 else { return }
        if let problem, height >= 2 {
            canvas.draw(problem, at: Point(column: 1, row: height - 2), width: canvas.size.width - 1, style: theme.error)
        }
        let line = canvas.region(Rect(column: 0, row: height - 1, width: canvas.size.width, height: 1))
        let label = "Due: "
        let columns = Layout.columns(.length(1), .length(label.terminalWidth), .fill(), .length(1)).split(line.bounds)
        line.region(columns[1]).draw(label, at: .zero, style: .bold)
        let fieldCanvas = line.region(columns[2])
        field.draw(in: fieldCanvas, style: Style(attributes: .underline), isFocused: true)
        if isSelected {
            let width = min(field.text.terminalWidth, fieldCanvas.size.width)
            fieldCanvas.restyle(Rect(column: 0, row: 0, width: width, height: 1)) { $0 = theme.selection }
        }
    }
}
