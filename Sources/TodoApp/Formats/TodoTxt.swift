import Foundation

/// Reads and writes todo.txt lines, the plain-text format of
/// `todo-tui export --format todotxt`: one todo per line.
///
/// ```
/// (A) 2026-11-02 Pay rent due:2026-11-27 note:Transfer\sto\sthe\slandlord
/// 2026-11-02 Buy milk +groceries @shop
/// x 2026-11-20 2026-11-02 Call the plumber pri:B
/// 2026-11-02 2025-01-31 x marks the spot
/// ```
///
/// **The start of a line.** As the todo.txt format has it: `x ` marks a finished todo,
/// followed by the day it was finished and the day it was created; an open todo starts
/// with a priority `(A) ` to `(Z) `, if it has one, and the day it was created. Writing
/// puts both days on every done line and the creation day on every open one. Priorities
/// are written `(A)` for high, `(B)` for medium and `(C)` for low; `(D)` to `(Z)` read as
/// low. A done todo's priority is written as a `pri:A` tag, as todo.txt tools do when they
/// finish a todo, since a `(A)` after `x ` would hide the dates from them; reading also
/// takes a `(A)` there, before the dates. A done line with a single date is read as
/// finished that day, with no creation day. A title that itself starts like one of
/// these markers comes after the todo's dates, where the format reads it as plain text,
/// so every title comes back exactly as it was.
///
/// **The rest of the line** is the title, with `key:value` tags of the format's kind
/// taken out of it wherever they are (see ``TodoTxtDescription``):
///
/// - `due:2026-11-27`, the due date. Only a real day is taken; `due:friday` stays in
///   the title.
/// - `note:…`, the note, as one word: a backslash is written `\\`, a line break `\n`,
///   a carriage return `\r`, a tab `\t`, a space `\s`, any other white space or control
///   character `\u{3000}` (its code point in hex), and a colon at the start `\:`. Every
///   note, whatever it holds, comes back as it was, and another todo.txt tool sees one
///   tag it can keep or move.
/// - `pri:A` to `pri:Z`, on a done line only: the priority.
///
/// Every other word, `+project`, `@context` and other tags such as `t:2026-01-01`
/// included, stays in the title, where the list's search finds it. A word of the title
/// that would be read as one of those tags (`due:2026-01-01`, `note:x`) is written with
/// a backslash before its colon (`due\:2026-01-01`), which reading takes off again; so
/// is one that already has a backslash there. Only the first `due:`, `note:` and `pri:`
/// of a line are taken; later ones stay in the title.
///
/// A title is written on one line and without control characters (``TodoTitle/cleaned(_:)``),
/// so no export holds a control byte that `cat` would send to a terminal.
public enum TodoTxt {
    /// A todo as todo.txt knows it: a title, a done flag, perhaps its days, its
    /// priority, its due date and its note.
    public struct Line: Hashable, Sendable {
        public var title: String
        public var isDone: Bool
        /// Where the line is in the text, counting from 1, for messages about it.
        public var number: Int
        /// The start of the day the line says the todo was created, if it does.
        public var creationDate: Date?
        /// The start of the day the line says the todo was finished, if it does.
        public var completionDate: Date?
        public var priority: TodoPriority
        public var dueDate: TodoDay?
        /// The note, unescaped; empty when the line has none.
        public var note: String

        public init(
            title: String, isDone: Bool, number: Int, creationDate: Date? = nil, completionDate: Date? = nil,
            priority: TodoPriority = .none, dueDate: TodoDay? = nil, note: String = ""
        ) {
            self.title = title
            self.isDone = isDone
            self.number = number
            self.creationDate = creationDate
            self.completionDate = completionDate
            self.priority = priority
            self.dueDate = dueDate
            self.note = note
        }
    }

    /// Splits `text` into lines, skipping blank ones and a UTF-8 byte-order mark at
    /// the start, and reads each as described on ``TodoTxt``.
    ///
    /// - Parameter timeZone: whose days the dates in the text are.
    public static func parse(_ text: String, timeZone: TimeZone = .current) -> [Line] {
        do {
            return try parse(text, timeZone: timeZone, longestLine: .max)
        } catch {
            preconditionFailure("No line is longer than Int.max bytes.")
        }
    }

    /// The most bytes of UTF-8 `import` reads on one line: 4 MiB, forty times what a
    /// title of ``TodoTitle/maximumLength`` characters and a note of
    /// ``TodoNote/maximumLength`` take in most scripts. A longer line is refused before
    /// it is read as a todo, which for a line of many megabytes would take seconds.
    public static let longestLine = 4 << 20

    /// A line of more than ``longestLine`` bytes: `number` counts from 1.
    public struct LineTooLong: Error, Hashable, Sendable {
        public let number: Int
    }

    /// Reads `text` as ``parse(_:timeZone:)`` does, but stops at the first line of more
    /// than `longestLine` bytes, before reading it.
    static func parse(_ text: String, timeZone: TimeZone, longestLine: Int) throws(LineTooLong) -> [Line] {
        let days = DayFormat(timeZone: timeZone)
        let text = text.unicodeScalars.first == byteOrderMark ? String(text.unicodeScalars.dropFirst()) : text
        var lines: [Line] = []
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            guard line.utf8.count <= longestLine else { throw LineTooLong(number: index + 1) }
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            lines.append(parse(line, number: index + 1, days: days))
        }
        return lines
    }

    private static func parse(_ text: Substring, number: Int, days: DayFormat) -> Line {
        var rest = text
        var line = Line(title: "", isDone: rest.unicodeScalars.starts(with: doneMarker.unicodeScalars), number: number)
        if line.isDone {
            rest = rest.dropping(scalars: doneMarker.unicodeScalars.count)
            line.priority = takePriority(from: &rest) ?? .none
            line.completionDate = days.takeDay(from: &rest)
            if line.completionDate != nil { line.creationDate = days.takeDay(from: &rest) }
        } else {
            line.priority = takePriority(from: &rest) ?? .none
            line.creationDate = days.takeDay(from: &rest)
        }
        let description = TodoTxtDescription(parsing: rest, isDone: line.isDone, hasPriority: line.priority != .none)
        line.title = description.title
        line.dueDate = description.dueDate
        line.note = description.note
        if let priority = description.priority { line.priority = priority }
        return line
    }

    /// Writes one line per todo, in the given order, each ending in a newline.
    ///
    /// - Parameter timeZone: whose days the dates written are.
    public static func format(_ todos: [Todo], timeZone: TimeZone = .current) -> String {
        let days = DayFormat(timeZone: timeZone)
        return todos.map { todo in
            // A title of nothing but controls (from before they were kept out) still
            // needs a word, or the line would read as something else.
            let cleaned = TodoTitle.cleaned(todo.title)
            let title = cleaned.trimmingWhitespace().isEmpty ? "\u{FFFD}" : cleaned
            let created = days.day(of: todo.createdAt) + " "
            guard todo.isDone else {
                let description = TodoTxtDescription(title: title, dueDate: todo.dueDate, note: todo.note).text(isDone: false)
                let priority = letter(for: todo.priority).map { "(\($0)) " } ?? ""
                return priority + created + description + "\n"
            }
            let description = TodoTxtDescription(
                title: title, dueDate: todo.dueDate, note: todo.note, priority: todo.priority
            ).text(isDone: true)
            let finished = days.day(of: todo.completedAt ?? todo.updatedAt) + " "
            return doneMarker + finished + created + description + "\n"
        }.joined()
    }

    private static let doneMarker = "x "
    private static let byteOrderMark: Unicode.Scalar = "\u{FEFF}"

    /// The letter a priority is written with: A, B or C.
    static func letter(for priority: TodoPriority) -> Character? {
        switch priority {
        case .none: nil
        case .low: "C"
        case .medium: "B"
        case .high: "A"
        }
    }

    /// The priority a `pri:` tag's value reads as: one letter, A to Z.
    static func priority(written value: Substring.UnicodeScalarView) -> TodoPriority? {
        guard value.count == 1, let letter = value.first, ("A"..."Z").contains(letter) else { return nil }
        return priority(letter: UInt8(letter.value))
    }

    /// The priority a letter reads as: A high, B medium, C to Z low.
    private static func priority(letter: UInt8) -> TodoPriority {
        switch letter {
        case UInt8(ascii: "A"): .high
        case UInt8(ascii: "B"): .medium
        default: .low
        }
    }

    /// `(A) ` to `(Z) `, todo.txt's priorities.
    private static func startsWithPriority(_ text: some StringProtocol) -> Bool {
        let start = Array(text.utf8.prefix(4))
        return start.count == 4 && start[0] == UInt8(ascii: "(") && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(start[1])
            && start[2] == UInt8(ascii: ")") && start[3] == UInt8(ascii: " ")
    }

    /// Takes a priority and its space off the start of `text`; leaves `text` alone when
    /// it starts with none or nothing follows it.
    private static func takePriority(from text: inout Substring) -> TodoPriority? {
        guard startsWithPriority(text), text.unicodeScalars.dropFirst(4).contains(where: { !$0.properties.isWhitespace })
        else { return nil }
        let priority = priority(letter: Array(text.utf8.prefix(2))[1])
        text = text.dropping(scalars: 4)
        return priority
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
        guard startsWithDay(text), text.unicodeScalars.dropFirst(11).contains(where: { !$0.properties.isWhitespace })
        else { return nil }
        let written = String(text.unicodeScalars.prefix(10))
        guard let date = try? style.parse(written), day(of: date) == written else { return nil }
        text = text.dropping(scalars: 11)
        return date
    }
}

extension Substring {
    /// This text without its first `count` Unicode scalars. Markers are taken off by
    /// scalars, not characters: a title may start with a combining mark, which as a
    /// character would take the marker's space with it.
    func dropping(scalars count: Int) -> Substring {
        Substring(unicodeScalars.dropFirst(count))
    }
}
