/// Text with a cursor between grapheme clusters, and the edits that both text
/// widgets share. Every operation keeps the cursor on a cluster boundary, so an
/// edit never splits "é" (e + combining accent) or "👨‍👩‍👧" apart.
struct EditableText: Equatable, Sendable {
    private(set) var text: String
    /// Where the next insertion goes; always a grapheme cluster boundary of `text`.
    private(set) var cursor: String.Index

    /// The text with the cursor at its end.
    init(_ text: String) {
        self.text = text
        self.cursor = text.endIndex
    }

    /// The number of grapheme clusters before the cursor.
    var cursorOffset: Int {
        get { text.distance(from: text.startIndex, to: cursor) }
        set { cursor = text.index(text.startIndex, offsetBy: min(max(0, newValue), text.count)) }
    }

    // MARK: Moving

    mutating func moveCursor(to index: String.Index) -> TextEditResult {
        guard index != cursor else { return .unchanged }
        cursor = index
        return .cursorMoved
    }

    mutating func moveLeft() -> TextEditResult {
        guard cursor > text.startIndex else { return .unchanged }
        return moveCursor(to: text.index(before: cursor))
    }

    mutating func moveRight() -> TextEditResult {
        guard cursor < text.endIndex else { return .unchanged }
        return moveCursor(to: text.index(after: cursor))
    }

    /// To the start of the word before the cursor (or the one it is in), skipping the
    /// spaces and punctuation between: Ctrl-← or Alt-B in a shell.
    mutating func moveWordLeft() -> TextEditResult {
        moveCursor(to: startOfWord(before: cursor))
    }

    /// To the end of the word after the cursor (or the one it is in): Ctrl-→ or Alt-F.
    mutating func moveWordRight() -> TextEditResult {
        moveCursor(to: endOfWord(after: cursor))
    }

    /// Letters and digits make words, in any script; everything else separates them.
    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    private func startOfWord(before index: String.Index) -> String.Index {
        var start = index
        while start > text.startIndex, !Self.isWordCharacter(text[text.index(before: start)]) {
            start = text.index(before: start)
        }
        while start > text.startIndex, Self.isWordCharacter(text[text.index(before: start)]) {
            start = text.index(before: start)
        }
        return start
    }

    private func endOfWord(after index: String.Index) -> String.Index {
        var end = index
        while end < text.endIndex, !Self.isWordCharacter(text[end]) { end = text.index(after: end) }
        while end < text.endIndex, Self.isWordCharacter(text[end]) { end = text.index(after: end) }
        return end
    }

    // MARK: Editing

    /// Inserts at the cursor and puts the cursor after the insertion, unless the text
    /// would then have more than `limit` characters: then nothing is inserted.
    mutating func insert(_ string: String, limit: Int? = nil) -> TextEditResult {
        guard !string.isEmpty else { return .unchanged }
        guard fits(string, within: limit) else { return .tooLong }
        return replace(cursor..<cursor, with: string)
    }

    /// Whether inserting `string` leaves at most `limit` characters. Counted as if no
    /// character merged with its neighbour, which only a combining mark at the limit does.
    private func fits(_ string: String, within limit: Int?) -> Bool {
        guard let limit else { return true }
        // A character takes at least one byte: most insertions are decided without counting.
        if text.utf8.count + string.utf8.count <= limit { return true }
        return text.count + string.count <= limit
    }

    mutating func deleteBackward() -> TextEditResult {
        guard cursor > text.startIndex else { return .unchanged }
        return replace(text.index(before: cursor)..<cursor, with: "")
    }

    mutating func deleteForward() -> TextEditResult {
        guard cursor < text.endIndex else { return .unchanged }
        return replace(cursor..<text.index(after: cursor), with: "")
    }

    /// Deletes the word before the cursor and the spaces between it and the cursor,
    /// the way Ctrl-W does in a shell.
    mutating func deleteWordBackward() -> TextEditResult {
        var start = cursor
        while start > text.startIndex, text[text.index(before: start)].isWhitespace {
            start = text.index(before: start)
        }
        while start > text.startIndex, !text[text.index(before: start)].isWhitespace {
            start = text.index(before: start)
        }
        return delete(start..<cursor)
    }

    /// Deletes from the cursor to the end of the next word: Alt-D in a shell.
    mutating func deleteWordForward() -> TextEditResult {
        delete(cursor..<endOfWord(after: cursor))
    }

    mutating func delete(_ range: Range<String.Index>) -> TextEditResult {
        guard !range.isEmpty else { return .unchanged }
        return replace(range, with: "")
    }

    /// Replaces a range of whole clusters and puts the cursor after the new text.
    mutating func replace(_ range: Range<String.Index>, with string: String) -> TextEditResult {
        let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        text.replaceSubrange(range, with: string)
        let end = text.utf8.index(text.startIndex, offsetBy: start + string.utf8.count)
        cursor = characterBoundary(atOrAfter: end)
        return .textChanged
    }

    /// Replaces the whole text, as when the app's state changed underneath. The
    /// cursor stays at the end if it was there, otherwise it keeps its cluster
    /// offset as far as the new text allows.
    mutating func replaceAll(with newText: String) {
        guard newText != text else { return }
        let wasAtEnd = cursor == text.endIndex
        let offset = cursorOffset
        text = newText
        cursor = text.endIndex
        if !wasAtEnd { cursorOffset = offset }
    }

    /// A position in `text` moved forward to the nearest cluster boundary. An
    /// insertion can merge with its neighbour ("e" typed before a lone combining
    /// accent becomes one "é"), leaving its end inside a cluster.
    private func characterBoundary(atOrAfter index: String.Index) -> String.Index {
        guard index < text.endIndex else { return text.endIndex }
        // Character-based index methods round a position inside a cluster down to
        // the cluster's start before moving.
        let next = text.index(after: index)
        return text.index(before: next) == index ? index : next
    }
}
