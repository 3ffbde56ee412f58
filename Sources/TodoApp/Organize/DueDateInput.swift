import Foundation
import WorkflowUI

/// What a user may type for a due date, read relative to today.
///
/// | typed | means |
/// |---|---|
/// | `today`, `tomorrow` | that day |
/// | `fri`, `friday` (any weekday, any case) | the next such day after today |
/// | `+3d`, `+2w` | three days, two weeks from today |
/// | `2026-12-01` | that day |
/// | nothing | no due date |
///
/// ```swift
/// try DueDateInput.parse("+2w", today: today)   // .some(today + 14 days)
/// try DueDateInput.parse("", today: today)      // nil: clears the date
/// try DueDateInput.parse("soon", today: today)  // throws: says what is accepted
/// ```
///
/// The `D` prompt, `todo-tui add --due` and `todo-tui edit --due` all read dates here.
public enum DueDateInput {
    /// The day `text` means, or nil for an empty answer.
    ///
    /// - Throws: `Problem` with a sentence saying what is accepted.
    public static func parse(_ text: String, today: TodoDay) throws(Problem) -> TodoDay? {
        let typed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if typed.isEmpty { return nil }
        switch typed {
        case "today": return today
        case "tomorrow": return today.adding(days: 1)
        default: break
        }
        if let weekday = TodoDay.Weekday.allCases.first(where: { typed == $0.name || typed == $0.name.prefix(3) }) {
            let ahead = (weekday.rawValue - today.weekday.rawValue + 7) % 7
            return today.adding(days: ahead == 0 ? 7 : ahead)
        }
        if typed.hasPrefix("+"), let unit = typed.last, let count = Int(typed.dropFirst().dropLast()), count >= 0, count <= 36_500 {
            switch unit {
            case "d": return today.adding(days: count)
            case "w": return today.adding(days: 7 * count)
            default: break
            }
        }
        if let day = TodoDay(typed) { return day }
        throw Problem(typed: text)
    }

    /// A date that could not be read.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        public let typed: String

        public var description: String {
            "'\(typed)' is not a date. Type today, tomorrow, a weekday (fri), +3d, +2w or 2026-12-01; leave it empty for no date."
        }

        /// The same in one line of 80 columns, for the list's bottom line, which cuts
        /// what does not fit: fewer examples, and what was typed cut to 8 columns (the
        /// field still holds all of it).
        public var shortDescription: String {
            "'\(TerminalText.truncated(typed, toWidth: 8))' is not a date: try today, fri, +3d, +2w, 2026-12-01; empty clears it"
        }
    }
}
