import Foundation

/// Reads and writes todo.txt lines, the plain-text format of
/// `todo-tui export --format todotxt`: one todo per line, finished ones
/// starting with `x ` (a lowercase x and a space).
///
/// ```
/// Buy milk
/// x Call the plumber
/// 2025-01-31 x marks the spot
/// ```
///
/// Only the done flag and the title are carried: todo.txt has no place for a
/// note, so exporting drops notes, and line breaks inside a title become spaces.
///
/// The todo.txt format gives meaning to the start of a line: `x ` marks a finished
/// todo, `(A) ` a priority, and a date such as `2025-01-31 ` the day the todo was
/// created (for a finished one, the day it was finished, then optionally the day
/// it was created). A title that itself starts like that is written after the
/// todo's creation date (and, when finished, its completion date), where the
/// format reads it as plain text, so every title comes back exactly as it was.
/// Reading takes those dates as the todo's creation and completion days; a
/// priority is kept as part of the title, since todo-tui has no priorities.
public enum TodoTxt {
    /// A todo as todo.txt knows it: a title, a done flag and perhaps its days.
    public struct Line: Hashable, Sendable {
        public var title: String
        public var isDone: Bool
        /// Where the line is in the text, counting from 1, for messages about it.
        public var number: Int
        /// The start of the day the line says the todo was created, if it does.
        public var creationDate: Date?
        /// The start of the day the line says the todo was finished, if it does.
        public var completionDate: Date?

        public init(title: String, isDone: Bool, number: Int, creationDate: Date? = nil, completionDate: Date? = nil) {
            self.title = title
            self.isDone = isDone
            self.number = number
            self.creationDate = creationDate
            self.completionDate = completionDate
        }
    }

    /// Splits `text` into lines, skipping blank ones and a UTF-8 byte-order mark at
    /// the start. What follows the markers described on ``TodoTxt`` is the title,
    /// unchanged.
    ///
    /// - Parameter timeZone: whose days the dates in the text are.
    public static func parse(_ text: String, timeZone: TimeZone = .current) -> [Line] {
        let days = DayFormat(timeZone: timeZone)
        let text = text.unicodeScalars.first == byteOrderMark ? String(text.unicodeScalars.dropFirst()) : text
        return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .enumerated()
            .filter { !$0.element.allSatisfy(\.isWhitespace) }
            .map { index, line in parse(line, number: index + 1, days: days) }
    }

    private static func parse(_ text: Substring, number: Int, days: DayFormat) -> Line {
        var rest = text
        var line = Line(title: "", isDone: rest.hasPrefix(doneMarker), number: number)
        if line.isDone {
            rest = rest.dropFirst(doneMarker.count)
            line.completionDate = days.takeDay(from: &rest)
            if line.completionDate != nil { line.creationDate = days.takeDay(from: &rest) }
        } else {
            line.creationDate = days.takeDay(from: &rest)
        }
        line.title = String(rest)
        return line
    }

    /// Writes one line per todo, in the given order, each ending in a newline.
    ///
    /// - Parameter timeZone: whose days the dates written are.
    public static func format(_ todos: [Todo], timeZone: TimeZone = .current) -> String {
        let days = DayFormat(timeZone: timeZone)
        return todos.map { todo in
            let title = String(todo.title.map { $0.isNewline ? " " : $0 })
            if todo.isDone {
                // Only a date right after "x " would be taken for a completion date.
                guard days.startsWithDay(title) else { return doneMarker + title + "\n" }
                return doneMarker + days.day(of: todo.updatedAt) + " " + days.day(of: todo.createdAt) + " " + title + "\n"
            }
            guard title.hasPrefix(doneMarker) || startsWithPriority(title) || days.startsWithDay(title) else {
                return title + "\n"
            }
            return days.day(of: todo.createdAt) + " " + title + "\n"
        }.joined()
    }

    private static let doneMarker = "x "
    private static let byteOrderMark: Unicode.Scalar = "\u{FEFF}"

    /// `(A) ` to `(Z) `, todo.txt's priorities.
    private static func startsWithPriority(_ title: String) -> Bool {
        let start = Array(title.utf8.prefix(4))
        return start.count == 4 && start[0] == UInt8(ascii: "(") && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(start[1])
            && start[2] == UInt8(ascii: ")") && start[3] == UInt8(ascii: " ")
    }
}

/// Days as todo.txt writes them, `2025-01-31`, in one time zone.
private struct DayFormat {
    let style: Date.ISO8601FormatStyle

    init(timeZone: TimeZone) {
        style = Date.ISO8601FormatStyle(timeZone: timeZone).year().month().day()
    }

    func day(of date: Date) -> String {
        date.formatted(style)
    }

    /// Whether `text` starts with what todo.txt would read as a date: four, two and
    /// two digits joined by hyphens, then a space.
    func startsWithDay(_ text: some StringProtocol) -> Bool {
        let start = Array(text.utf8.prefix(11))
        guard start.count == 11, start[4] == UInt8(ascii: "-"), start[7] == UInt8(ascii: "-"),
            start[10] == UInt8(ascii: " ")
        else { return false }
        return [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(start[$0]) }
    }

    /// Takes a date and its space off the start of `text` and gives the start of
    /// that day; leaves `text` alone when it starts with no real date (the parser
    /// would read 2025-02-30 as March 2) or nothing follows it.
    func takeDay(from text: inout Substring) -> Date? {
        guard startsWithDay(text), text.dropFirst(11).contains(where: { !$0.isWhitespace }) else { return nil }
        let written = String(text.prefix(10))
        guard let date = try? style.parse(written), day(of: date) == written else { return nil }
        text = text.dropFirst(11)
        return date
    }
}
