import WorkflowUI

/// How a due date's day of the calendar is written, wherever the app shows one (the
/// list, the detail pane, the editor, the status line): the user's `due_date_format`
/// setting. The views read it from their environment; the session workflow, which
/// words the status line, is given it (``RootWorkflow``'s `dueDateFormat`). Words come
/// first whatever the format ("due today", "tomorrow", "Fri" within the week), and a
/// date a year or more away is always written whole, 2028-03-01.
///
/// | format | a day this year |
/// |---|---|
/// | `monthDay` (the default) | `Nov 27` |
/// | `dayMonth` | `27 Nov` |
/// | `iso` | `2026-11-27` |
public enum DueDateFormat: String, CaseIterable, Hashable, Sendable {
    case monthDay = "month-day"
    case dayMonth = "day-month"
    case iso

    /// `day` as a day of the calendar, counted from `today`: without the year within
    /// this year or the next 300 days either way, else whole (`2028-03-01`).
    func calendarName(of day: TodoDay, today: TodoDay) -> String {
        if day.date.year == today.date.year || abs(day.days(since: today)) < 300 {
            return dayOfTheYear(day)
        }
        return day.description
    }

    /// A day of the year as this format writes it, without the year.
    private func dayOfTheYear(_ day: TodoDay) -> String {
        let (_, month, date) = day.date
        switch self {
        case .monthDay: return "\(TodoDay.monthNames[month - 1]) \(date)"
        case .dayMonth: return "\(date) \(TodoDay.monthNames[month - 1])"
        case .iso: return day.description
        }
    }
}

private enum DueDateFormatKey: ViewEnvironmentKey {
    static let defaultValue = DueDateFormat.monthDay
}

extension ViewEnvironment {
    /// How the app's views write due dates; month and day unless the app is told otherwise.
    public var dueDateFormat: DueDateFormat {
        get { self[DueDateFormatKey.self] }
        set { self[DueDateFormatKey.self] = newValue }
    }
}
