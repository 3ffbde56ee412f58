import Foundation

/// A day on the calendar, with no time and no time zone: when a todo is due.
///
/// A due date means the same day wherever the user is, so it is kept as a day, not as
/// an instant: `2026-12-01` in the database, in JSON and in todo.txt. Days are counted
/// from 1970-01-01 in the proleptic Gregorian calendar, which makes comparing, adding
/// and naming weekdays plain arithmetic.
///
/// ```swift
/// let day = TodoDay(year: 2026, month: 12, day: 1)!
/// day.description          // "2026-12-01"
/// day.adding(days: 30)     // 2026-12-31
/// day.weekday              // .tuesday
/// ```
public struct TodoDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Days since 1970-01-01, which is day 0.
    public let daysSince1970: Int

    public init(daysSince1970: Int) {
        self.daysSince1970 = daysSince1970
    }

    /// The day with this year, month (1–12) and day of the month, or nil when there is
    /// no such day (February 30th).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), (1...Self.length(ofMonth: month, in: year)).contains(day) else { return nil }
        daysSince1970 = Self.days(year: year, month: month, day: day)
    }

    /// The day `date` falls on in the local time zone (see ``LocalTimeZone``).
    public init(_ date: Date) {
        self.init(date, secondsFromGMT: LocalTimeZone.secondsFromGMT(for: date))
    }

    /// The day `date` falls on in `timeZone`.
    public init(_ date: Date, in timeZone: TimeZone) {
        self.init(date, secondsFromGMT: timeZone.secondsFromGMT(for: date))
    }

    private init(_ date: Date, secondsFromGMT offset: Int) {
        let seconds = date.timeIntervalSince1970 + Double(offset)
        daysSince1970 = Int((seconds / 86_400).rounded(.down))
    }

    /// A day written as `YYYY-MM-DD`, or nil.
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    public static func < (lhs: TodoDay, rhs: TodoDay) -> Bool {
        lhs.daysSince1970 < rhs.daysSince1970
    }

    public func adding(days: Int) -> TodoDay {
        TodoDay(daysSince1970: daysSince1970 + days)
    }

    /// Days from `other` to this day: 1 when this is the day after.
    public func days(since other: TodoDay) -> Int {
        daysSince1970 - other.daysSince1970
    }

    // MARK: The calendar

    /// The year, month and day of the month.
    public var date: (year: Int, month: Int, day: Int) {
        // Howard Hinnant's civil_from_days: eras of 400 years, March-based years so that
        // the leap day comes last.
        let shifted = daysSince1970 + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    public enum Weekday: Int, CaseIterable, Sendable {
        case monday = 0, tuesday, wednesday, thursday, friday, saturday, sunday

        /// "Mon"…"Sun".
        public var shortName: String {
            ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][rawValue]
        }

        /// "monday"…"sunday".
        public var name: String {
            ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"][rawValue]
        }
    }

    public var weekday: Weekday {
        // 1970-01-01 was a Thursday.
        let index = (daysSince1970 + 3) % 7
        return Weekday(rawValue: index < 0 ? index + 7 : index)!
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        let (year, month, day) = date
        return "\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2))"
    }

    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    private static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(abs(number))
        return (number < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    static func length(ofMonth month: Int, in year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Howard Hinnant's days_from_civil.
    private static func days(year: Int, month: Int, day: Int) -> Int {
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
