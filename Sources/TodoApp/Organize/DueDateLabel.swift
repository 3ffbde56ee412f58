/// How the list names a due date: relative to today while that is shorter, and whether
/// it is overdue or due today, in words, so it reads the same without colour.
///
/// | due | label |
/// |---|---|
/// | before today | `overdue: yesterday`, `overdue: Nov 20` |
/// | today | `due today` |
/// | tomorrow | `tomorrow` |
/// | within the week | `Fri` |
/// | this year or within a year | `Dec 1` |
/// | later | `2028-03-01` |
///
/// `format` writes the days of the calendar (`27 Nov`, `2026-11-27`; see ``DueDateFormat``).
///
/// A done todo is never overdue nor due today: its date is named plainly, as a day of
/// the calendar (`Nov 2`, or `2025-11-02` from another year), with nothing urgent about it.
struct DueDateLabel: Hashable, Sendable {
    enum Urgency: Hashable, Sendable {
        case overdue
        case today
        case later
    }

    let text: String
    let urgency: Urgency

    init(due: TodoDay, today: TodoDay, isDone: Bool = false, format: DueDateFormat = .monthDay) {
        let days = due.days(since: today)
        guard !isDone else {
            urgency = .later
            text = format.calendarName(of: due, today: today)
            return
        }
        switch days {
        case ..<0:
            urgency = .overdue
            text = "overdue: " + (days == -1 ? "yesterday" : Self.calendarName(of: due, today: today, format: format))
        case 0:
            urgency = .today
            text = "due today"
        default:
            urgency = .later
            text = days == 1 ? "tomorrow" : Self.calendarName(of: due, today: today, format: format)
        }
    }

    /// A weekday within the coming week, a month and day within the year, else the
    /// whole date.
    private static func calendarName(of due: TodoDay, today: TodoDay, format: DueDateFormat) -> String {
        let days = due.days(since: today)
        if (2...6).contains(days) { return due.weekday.shortName }
        return format.calendarName(of: due, today: today)
    }
}
