import Foundation
import WorkflowUI

/// What a user may type for a due date, read relative to today.
///
/// | typed | means |
/// |---|---|
/// | `today`, `tomorrow`, `yesterday` | that day |
/// | `fri`, `friday` (any weekday, any case) | the next such day after today |
/// | `next week` | Monday of next week (a week on, typed on a Monday) |
/// | `+3d`, `+2w`, `+1m` | three days, two weeks, a month from today |
/// | `dec 1`, `1 dec`, `december 1`, `dec 1st` | the next December 1st, today included |
/// | `2026-12-01` | that day |
/// | nothing | no due date |
///
/// A month from January 31st is February's last day (see ``TodoDay/adding(months:)``).
/// A month and day that is today is today: typed on December 1st, `dec 1` is that day,
/// while a weekday typed on that weekday is a week on, since `today` says today.
///
/// ```swift
/// try DueDateInput.parse("+2w", today: today)   // .some(today + 14 days)
/// try DueDateInput.parse("", today: today)      // nil: clears the date
/// try DueDateInput.parse("soon", today: today)  // throws: says what is accepted
/// ```
///
/// The `D` prompt, the editor's due date (Ctrl-D), `todo-tui add --due` and
/// `todo-tui edit --due` all read dates here.
public enum DueDateInput {
    /// The day `text` means, or nil for an empty answer.
    ///
    /// - Throws: `Problem` with a sentence saying what is accepted.
    public static func parse(_ text: String, today: TodoDay) throws(Problem) -> TodoDay? {
        let words = text.lowercased().split(whereSeparator: \.isWhitespace)
        guard let first = words.first else { return nil }
        if words.count == 1, let day = oneWord(String(first), today: today) { return day }
        if words.count == 2 {
            if words == ["next", "week"] { return today.adding(days: 7 - today.weekday.rawValue) }
            if let day = monthAndDay(words[0], words[1], today: today) ?? monthAndDay(words[1], words[0], today: today) {
                return day
            }
        }
        throw Problem(typed: text.trimmingCharacters(in: .whitespaces))
    }

    /// A day named in one word: a day's name, a weekday, an offset or a whole date.
    private static func oneWord(_ typed: String, today: TodoDay) -> TodoDay? {
        switch typed {
        case "today": return today
        case "tomorrow": return today.adding(days: 1)
        case "yesterday": return today.adding(days: -1)
        default: break
        }
        if let weekday = TodoDay.Weekday.allCases.first(where: { typed == $0.name || typed == $0.name.prefix(3) }) {
            let ahead = (weekday.rawValue - today.weekday.rawValue + 7) % 7
            return today.adding(days: ahead == 0 ? 7 : ahead)
        }
        if typed.hasPrefix("+"), let unit = typed.last, let count = Int(typed.dropFirst().dropLast()), count >= 0 {
            // At most a hundred years on, in any unit.
            switch unit {
            case "d" where count <= 36_500: return today.adding(days: count)
            case "w" where count <= 5_200: return today.adding(days: 7 * count)
            case "m" where count <= 1_200: return today.adding(months: count)
            default: return nil
            }
        }
        return TodoDay(typed)
    }

    /// `dec 1`: a month's name, then its day, with or without "st", "nd", "rd" or "th".
    private static func monthAndDay(_ monthWord: Substring, _ dayWord: Substring, today: TodoDay) -> TodoDay? {
        guard let month = TodoDay.month(named: monthWord) else { return nil }
        let digits = dayWord.prefix { $0.isASCII && $0.isNumber }
        guard (1...2).contains(digits.count), ["", "st", "nd", "rd", "th"].contains(dayWord.dropFirst(digits.count)),
              let day = Int(digits)
        else { return nil }
        return today.next(month: month, day: day)
    }

    /// Every kind of date that is read, as help and errors list them.
    public static let words = "today, tomorrow, yesterday, a weekday (fri), next week, +3d, +2w, +1m, a month and day (dec 1) or 2026-12-01"

    /// A date that could not be read.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        public let typed: String

        public var description: String {
            "'\(typed)' is not a date. Type \(DueDateInput.words); leave it empty for no date."
        }

        /// The same in one line of 80 columns, for the list's bottom line, which cuts
        /// what does not fit: fewer examples, and what was typed cut to 8 columns (the
        /// field, shown under it, still holds all of it).
        public var shortDescription: String {
            "'\(TerminalText.truncated(typed, toWidth: 8))' is not a date: try fri, +3d, +1m, dec 1, next week; empty clears it"
        }
    }
}
