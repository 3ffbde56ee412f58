/// What follows the markers of a todo.txt line: the title, with the `due:` and
/// `note:` tags that carry the due date and the note. ``TodoTxt`` describes the rules;
/// this is where they are kept, both ways.
///
/// Words are separated by single spaces, as todo.txt separates them, and looked at by
/// Unicode scalars, so that what is read is exactly what was written: taking a tag out
/// removes it and one space, and leaves every other character of the title where it was.
///
/// ```swift
/// TodoTxtDescription(parsing: "Pay rent due:2026-11-27 +home note:by\\sFriday")
/// // title "Pay rent +home", due 2026-11-27, note "by Friday"
/// TodoTxtDescription(title: "Say due:2026-01-01", dueDate: nil, note: "").text
/// // "Say due::2026-01-01"
/// ```
struct TodoTxtDescription: Hashable {
    var title: String
    var dueDate: TodoDay?
    var note: String

    init(title: String, dueDate: TodoDay?, note: String) {
        self.title = title
        self.dueDate = dueDate
        self.note = note
    }

    /// Reads the tags out of `text`, the rest of a line after its markers.
    init(parsing text: Substring) {
        var dueDate: TodoDay?
        var note: String?
        var kept: [Substring.UnicodeScalarView] = []
        for word in text.unicodeScalars.split(separator: " ", omittingEmptySubsequences: false) {
            guard let (key, value) = Self.tag(in: word) else {
                kept.append(word)
                continue
            }
            if value.first == ":" {
                kept.append(word[..<value.startIndex] + value.dropFirst())
            } else if key == .due, dueDate == nil, let day = TodoDay(String(value)) {
                dueDate = day
            } else if key == .note, note == nil, !value.isEmpty {
                note = TodoTxtNote.unescaped(value)
            } else {
                kept.append(word)
            }
        }
        self.init(
            title: String(String.UnicodeScalarView(kept.joined(separator: [" "]))),
            dueDate: dueDate,
            note: note ?? ""
        )
    }

    /// The description as a line of todo.txt ends with it: the title, each of its words
    /// that reading would change given a second colon, then the tags.
    var text: String {
        var words = title.unicodeScalars.split(separator: " ", omittingEmptySubsequences: false).map { word in
            guard let (key, value) = Self.tag(in: word), Self.reading(value, of: key) else { return String(word) }
            return String(String.UnicodeScalarView(word[..<value.startIndex] + [":"] + value))
        }
        if let dueDate { words.append(Key.due.rawValue + ":" + dueDate.description) }
        if !note.isEmpty { words.append(Key.note.rawValue + ":" + TodoTxtNote.escaped(note)) }
        return words.joined(separator: " ")
    }

    /// The keys of the tags this reads.
    private enum Key: String, CaseIterable {
        case due
        case note
    }

    /// The key and the value of `word` when it is `due:…` or `note:…`.
    private static func tag(in word: Substring.UnicodeScalarView) -> (Key, Substring.UnicodeScalarView)? {
        for key in Key.allCases {
            let prefix = (key.rawValue + ":").unicodeScalars
            if word.starts(with: prefix) {
                return (key, word.dropFirst(prefix.count))
            }
        }
        return nil
    }

    /// Whether reading a title word `key:value` would change it: take it as a tag, or
    /// take off a colon.
    private static func reading(_ value: Substring.UnicodeScalarView, of key: Key) -> Bool {
        if value.first == ":" { return true }
        switch key {
        case .due: return TodoDay(String(value)) != nil
        case .note: return !value.isEmpty
        }
    }
}
