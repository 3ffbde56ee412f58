import WorkflowUI

/// One todo on one row: the selection marker, the done box, the priority and title,
/// and at the right a mark for a note and the due date.
///
/// ```
///  › [ ] !!! Pay rent                                   ≡  overdue: Nov 20
///    [x] Buy oat milk                                          tomorrow
/// ```
///
/// The selected row is highlighted from the gutter to the end of its title, not across
/// the whole width, in one style: moving the selection then rewrites two titles, not
/// two screen-wide rows, which keeps a key press to under 200 bytes on a wide terminal.
/// The `›` marker says which row it is where highlighting does not show (`NO_COLOR`, a
/// monochrome terminal, a screen reader).
///
/// A row is all its drawing reads, with the theme, so it is the key `TodoListView` keeps
/// each drawn row's cells by (`DrawnRowCache`).
struct TodoListRow: Equatable {
    let todo: TodoSummary
    let isSelected: Bool
    /// The search, folded, whose words' matches in the title are marked.
    let query: String?
    let today: TodoDay
    /// How the due date is written (`due_date_format`).
    var dueDateFormat = DueDateFormat.monthDay

    /// What the row shows of a note: a mark, one column.
    static let noteMark = "≡"

    /// The fewest columns the title keeps before the note mark and due date are shown.
    static let narrowestTitle = 6

    func draw(in row: Canvas, theme: Theme, styles: TodoStyles) {
        let plain = todo.isDone ? styles.done : Style.plain
        let style = isSelected ? theme.selection.adding(plain.attributes) : plain
        row.draw(isSelected ? " › " : "   ", at: .zero, style: style)
        row.draw(todo.isDone ? "[x] " : "[ ] ", at: Point(column: 3, row: 0), style: style)

        let titleStart = 7
        // The note mark and the due date only where they leave the title room to be
        // read: on a very narrow terminal the title is what tells todos apart.
        let marks = rightSide(styles: styles)
        let right = row.size.width - titleStart - (marks.width + 2) >= Self.narrowestTitle ? marks : (parts: [], width: 0)
        let titleWidth = row.size.width - titleStart - (right.width > 0 ? right.width + 2 : 0)
        guard titleWidth > 0 else { return }
        let text = todo.priority == .none ? todo.title : "\(todo.priority.marker) \(todo.title)"
        let drawn = row.draw(text, at: Point(column: titleStart, row: 0), width: titleWidth, style: style)
        if let query { markMatches(of: query, in: row, titleWidth: min(drawn, titleWidth), style: style, styles: styles) }

        var column = row.size.width - right.width
        for part in right.parts {
            column += row.draw(part.text, at: Point(column: column, row: 0), style: part.style)
        }
    }

    /// The note mark and the due date, right-aligned, and how wide they are together.
    private func rightSide(styles: TodoStyles) -> (parts: [(text: String, style: Style)], width: Int) {
        var parts: [(text: String, style: Style)] = []
        if todo.hasNote { parts.append((Self.noteMark, styles.noteMarker)) }
        if let due = todo.dueDate {
            let label = DueDateLabel(due: due, today: today, isDone: todo.isDone, format: dueDateFormat)
            let style: Style = switch label.urgency {
            case .overdue: styles.overdue
            case .today: styles.dueToday
            case .later: todo.isDone ? styles.done : .plain
            }
            if !parts.isEmpty { parts.append((" ", .plain)) }
            parts.append((label.text, style))
        }
        return (parts, parts.reduce(0) { $0 + $1.text.terminalWidth })
    }

    /// Redraws the parts of the title the search matched, in the match style.
    private func markMatches(of query: String, in row: Canvas, titleWidth: Int, style: Style, styles: TodoStyles) {
        let prefix = todo.priority == .none ? "" : "\(todo.priority.marker) "
        let title = todo.title
        var matched = style.adding(styles.match.attributes)
        if styles.match.foreground != .default { matched.foreground = styles.match.foreground }
        for range in SearchFolding.ranges(ofWordsIn: query, in: title) {
            let start = 7 + prefix.terminalWidth + title[..<range.lowerBound].terminalWidth
            let available = 7 + titleWidth - start
            guard available > 0 else { break }
            row.draw(title[range], at: Point(column: start, row: 0), width: available, style: matched)
        }
    }
}
