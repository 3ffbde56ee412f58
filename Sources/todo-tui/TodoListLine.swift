import TodoApp
import WorkflowUI

/// One todo as `todo-tui list` prints it, for people and for scripts:
///
/// ```
/// [ ] Buy milk
/// [x] Call Bob
/// [ ] !!! Pay rent (due 2026-11-27)
/// [ ] ! Water plants
/// 1B2C3D4E [ ] !! Renew passport (due 2027-01-15)     with --ids
/// ```
///
/// `[x]` or `[ ]` for the done mark; then the priority, `!!!` high, `!!` medium, `!`
/// low, and a space, unless it has none; then the title, with control characters shown
/// as symbols; then ` (due YYYY-MM-DD)` if it has a due date. With `--ids` the line
/// starts with the first 8 characters of the todo's id and a space. Scripts that need
/// every field exactly read `--json` instead.
enum TodoListLine {
    static let idLength = 8

    static func text(for todo: Todo, showingID: Bool) -> String {
        var line = showingID ? String(todo.id.uuidString.prefix(idLength)) + " " : ""
        line += todo.isDone ? "[x] " : "[ ] "
        if todo.priority != .none {
            line += todo.priority.marker + " "
        }
        line += TerminalText.sanitized(todo.title)
        if let dueDate = todo.dueDate {
            line += " (due \(dueDate))"
        }
        return line
    }
}
