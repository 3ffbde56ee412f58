/// What follows the markers of a todo.txt line: the title, with the tags that carry the
/// due date, the note and, on a done line, the priority. ``TodoTxt`` describes the rules;
/// this is where they are kept, both ways.
///
/// Words are separated by single spaces, as todo.txt separates them, and looked at by
/// Unicode scalars, so that what is read is exactly what was written: taking a tag out
/// removes it and one space, and leaves every other character of the title where it was.
///
/// A word of the title that reading would take as a tag is written with a backslash
/// before its colon, `due\:2026-01-01`: another tool sees a tag named `due\`, which it
/// leaves alone, where a second colon (`due::2026-01-01`, as 0.x wrote) was read by
/// topydo as a due date of `:2026-01-01`. A title word that already has backslashes
/// there gets one more, and reading takes one off, so every title comes back.
///
/// ```swift
/// TodoTxtDescription(parsing: "Pay rent due:2026-11-27 +home note:by\\sFriday", isDone: false)
/// // title "Pay rent +home", due 2026-11-27, note "by Friday"
/// TodoTxtDescription(title: "Say due:2026-01-01", dueDate: nil, note: "").text(isDone: false)
/// // #"Say due\:2026-01-01"#
/// ```
struct TodoTxtDescription: Hashable {
    var title: String
    var dueDate: TodoDay?
    var note: String
    /// Written as `pri:A` on a done line, where todo.txt has no place for `(A)`; nil when
    /// the line gives none that way.
    var priority: TodoPriority?

    init(title: String, dueDate: TodoDay?, note: String, priority: TodoPriority? = nil) {
        self.title = title
        self.dueDate = dueDate
        self.note = note
        self.priority = priority
    }

    /// Reads the tags out of `text`, the rest of a line after its markers; `pri:` is read
    /// on a done line only, unless the line's `(A)` already gave a priority.
    init(parsing text: Substring, isDone: Bool, hasPriority: Bool = false) {
        var dueDate: TodoDay?
        var note: String?
        var priority: TodoPriority?
        // Built a word at a time, copying runs of bytes: a line can be megabytes long.
        var title = ""
        title.reserveCapacity(text.utf8.count)
        var isFirstWord = true
        func keep(_ word: some StringProtocol) {
            if !isFirstWord { title.append(" ") }
            title.append(contentsOf: word)
            isFirstWord = false
        }
        for word in Self.words(of: text) {
            guard let tag = Tag(word.unicodeScalars) else {
                keep(word)
                continue
            }
            if let unescaped = tag.unescaped {
                keep(String(String.UnicodeScalarView(unescaped)))
            } else if tag.key == .due, dueDate == nil, let day = TodoDay(String(tag.value)) {
                dueDate = day
            } else if tag.key == .note, note == nil, !tag.value.isEmpty {
                note = TodoTxtNote.unescaped(tag.value)
            } else if tag.key == .pri, isDone, !hasPriority, priority == nil, let read = TodoTxt.priority(written: tag.value) {
                priority = read
            } else {
                keep(word)
            }
        }
        self.init(title: title, dueDate: dueDate, note: note ?? "", priority: priority)
    }

    /// The words of `text`, between single spaces: two spaces make an empty word, so
    /// that the title keeps its spacing.
    private static func words(of text: Substring) -> [Substring] {
        var words: [Substring] = []
        var start = text.startIndex
        var index = start
        let utf8 = text.utf8
        while index < text.endIndex {
            if utf8[index] == UInt8(ascii: " ") {
                words.append(text[start..<index])
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        words.append(text[start..<text.endIndex])
        return words
    }

    /// The description as a line of todo.txt ends with it: the title, with a backslash
    /// added to each word that reading would change, then the tags.
    func text(isDone: Bool) -> String {
        var words = title.unicodeScalars.split(separator: " ", omittingEmptySubsequences: false).map { word in
            guard let tag = Tag(word), tag.isChangedByReading(isDone: isDone) else { return String(word) }
            return String(String.UnicodeScalarView(tag.escaped))
        }
        if let priority, let letter = TodoTxt.letter(for: priority) { words.append(Key.pri.rawValue + ":" + String(letter)) }
        if let dueDate { words.append(Key.due.rawValue + ":" + dueDate.description) }
        if !note.isEmpty { words.append(Key.note.rawValue + ":" + TodoTxtNote.escaped(note)) }
        return words.joined(separator: " ")
    }

    /// The keys of the tags this reads.
    private enum Key: String, CaseIterable {
        case due
        case note
        case pri
    }

    /// A word `key\\…:value`: one of the keys, any backslashes, a colon and the rest.
    private struct Tag {
        let word: Substring.UnicodeScalarView
        let key: Key
        /// Where the backslashes start (just after the key).
        let backslashes: Substring.UnicodeScalarView.Index
        /// Where the colon is.
        let colon: Substring.UnicodeScalarView.Index
        /// After the colon.
        var value: Substring.UnicodeScalarView { word[word.index(after: colon)...] }

        init?(_ word: Substring.UnicodeScalarView) {
            guard let key = Key.allCases.first(where: { word.starts(with: $0.rawValue.unicodeScalars) }) else { return nil }
            let afterKey = word.index(word.startIndex, offsetBy: key.rawValue.unicodeScalars.count)
            guard let colon = word[afterKey...].firstIndex(where: { $0 != "\\" }), word[colon] == ":" else { return nil }
            self.word = word
            self.key = key
            self.backslashes = afterKey
            self.colon = colon
        }

        private var isEscaped: Bool { colon != backslashes }

        /// The title word this is when it is escaped: a backslash fewer, or, as 0.x wrote
        /// them, `due::…` and `note::…` a colon fewer. Nil for a tag.
        var unescaped: Substring.UnicodeScalarView? {
            if isEscaped { return word[..<backslashes] + word[word.index(after: backslashes)...] }
            if key != .pri, value.first == ":" { return word[...colon] + value.dropFirst() }
            return nil
        }

        /// The word with one more backslash before its colon.
        var escaped: Substring.UnicodeScalarView {
            word[..<backslashes] + ["\\"] + word[backslashes...]
        }

        /// Whether reading the word as it is would not give it back.
        func isChangedByReading(isDone: Bool) -> Bool {
            if unescaped != nil { return true }
            switch key {
            case .due: return TodoDay(String(value)) != nil
            case .note: return !value.isEmpty
            case .pri: return isDone && TodoTxt.priority(written: value) != nil
            }
        }
    }
}
