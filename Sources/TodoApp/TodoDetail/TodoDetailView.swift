import Foundation
import WorkflowUI

/// Draws a todo for reading: the title wrapped in bold, a few labelled facts, and the
/// note wrapped in full, as much as fits, with how many lines are left.
final class TodoDetailView: ScreenView<TodoDetailScreen> {
    override func draw(in canvas: Canvas) {
        guard !canvas.bounds.isEmpty else { return }
        let theme = environment.theme
        let area = Layout.columns(.length(1), .fill(), .length(1)).split(canvas.bounds)[1]
        let content = canvas.region(area)
        var row = 0
        row += content.drawParagraph(screen.summary.title, at: Point(column: 0, row: row), width: area.width, maxRows: 3, style: .bold)
        row += 1
        for (label, value, style) in facts(theme: theme) where row < area.height {
            content.draw(label, at: Point(column: 0, row: row), style: theme.muted)
            content.draw(value, at: Point(column: Self.valueColumn, row: row), width: area.width - Self.valueColumn, style: style)
            row += 1
        }
        row += 1
        guard row < area.height else { return }
        drawNote(in: content.region(Rect(column: 0, row: row, width: area.width, height: area.height - row)), theme: theme)
    }

    private static let valueColumn = 10

    /// Label, value and style of each fact, in order.
    private func facts(theme: Theme) -> [(String, String, Style)] {
        let summary = screen.summary
        var facts: [(String, String, Style)] = [("Status", summary.isDone ? "done" : "open", .plain)]
        facts.append(("Priority", summary.priority == .none ? "none" : "\(summary.priority.marker) \(summary.priority.name)", .plain))
        if let due = summary.dueDate {
            let label = DueDateLabel(due: due, today: screen.today, isDone: summary.isDone)
            let style = label.urgency == .overdue ? theme.error : label.urgency == .today ? Style.bold : .plain
            let value = label.text.hasSuffix(due.description) ? label.text : "\(label.text) (\(due))"
            facts.append(("Due", value, style))
        } else {
            facts.append(("Due", "no date", theme.muted))
        }
        if let todo = screen.todo {
            facts.append(("Created", Self.timestamp(todo.createdAt), .plain))
            facts.append(("Updated", Self.timestamp(todo.updatedAt), .plain))
        }
        return facts
    }

    private func drawNote(in canvas: Canvas, theme: Theme) {
        if let problem = screen.problem {
            canvas.drawParagraph("Couldn't read the note: \(problem)", at: .zero, width: canvas.size.width, style: theme.error)
            return
        }
        guard let todo = screen.todo else {
            if screen.summary.hasNote { canvas.draw("Reading the note…", at: .zero, style: theme.muted) }
            return
        }
        if todo.id != screen.summary.id, !screen.summary.hasNote {
            // The new todo has no note: say so at once rather than show the last one's.
            canvas.draw("No note", at: .zero, style: theme.muted)
            return
        }
        guard !todo.note.isEmpty else {
            canvas.draw("No note", at: .zero, style: theme.muted)
            return
        }
        canvas.draw("Note", at: .zero, style: theme.muted)
        let lines = TerminalText.wrapped(todo.note, toWidth: canvas.size.width)
        let rows = canvas.size.height - 1
        let shown = lines.count > rows ? max(0, rows - 1) : lines.count
        for (index, line) in lines.prefix(shown).enumerated() {
            canvas.draw(line, at: Point(column: 0, row: index + 1))
        }
        if shown < lines.count, rows > 0 {
            let more = lines.count - shown
            canvas.draw("↓ \(more) more \(more == 1 ? "line" : "lines") (Enter opens the editor)", at: Point(column: 0, row: rows), width: canvas.size.width, style: theme.muted)
        }
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
