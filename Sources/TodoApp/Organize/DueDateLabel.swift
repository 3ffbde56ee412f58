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
struct DueDateLabel: Hashable, Sendable {
    enum Urgency: Hashable, Sendable {
        case overdue
        case today
        case later
    }

    let text: String
    let urgency: Urgency

    init(due: TodoDay, today: TodoDay) {
        let days = due.days(since: today)
        switch days {
        case ..<0:
            urgency = .overdue
            text = "overdue: " + (days == -1 ? "yesterday" : Self.calendarName(of: due, today: today))
        case 0:
            urgency = .today
            text = "due today"
        default:
            urgency = .later
            text = days == 1 ? "tomorrow" : Self.calendarName(of: due, today: today)
        }
    }

    /// A weekday within the coming week, a month and day within the year, else the
    /// whole date.
    private static func calendarName(of due: TodoDay, today: TodoDay) -> String {
        let days = due.days(since: today)
        if (2...6).contains(days) { return due.weekday.shortName }
        let (year, month, day) = due.date
        if year == today.date.year || abs(days) < 300 {
            return "\(TodoDay.monthNames[month - 1]) \(day)"
        }
        return due.description
    }
}
