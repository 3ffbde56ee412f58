/// A text laid out in the lines it takes on screen (see `TerminalText.wrapped`), with
/// the arithmetic that maps a cursor position to a line and column and back.
///
/// Where a long line is soft-wrapped, the position at the break belongs to the
/// *following* line: typing there continues on the new line.
struct VisualLines {
    let lines: [Substring]

    /// `width` nil: the text is not wrapped, only split at its line breaks.
    init(_ text: String, width: Int?) {
        lines = TerminalText.wrapped(text, toWidth: width ?? 0)
    }

    var count: Int { lines.count }

    /// The line the cursor at `index` is on.
    func line(containing index: String.Index) -> Int {
        // The last line starting at or before the index.
        var low = 0
        var high = lines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].startIndex <= index {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return low
    }

    /// The column of the cursor at `index` on its line `line`.
    func column(of index: String.Index, onLine line: Int) -> Int {
        let text = lines[line]
        return text[text.startIndex..<index].terminalWidth
    }

    /// Whether the line continues on the next one without a line break.
    func isSoftWrapped(_ line: Int) -> Bool {
        line + 1 < lines.count && lines[line].endIndex == lines[line + 1].startIndex
    }

    /// The first cursor position on a line.
    func start(ofLine line: Int) -> String.Index { lines[line].startIndex }

    /// The last cursor position on a line: before its last cluster when the line
    /// is soft-wrapped (its end is the next line's start), else its end.
    func end(ofLine line: Int) -> String.Index {
        let text = lines[line]
        return isSoftWrapped(line) ? text.index(before: text.endIndex) : text.endIndex
    }

    /// The position on `line` closest to `column` without passing it.
    func index(onLine line: Int, nearColumn column: Int) -> String.Index {
        let text = lines[line]
        let limit = end(ofLine: line)
        var index = text.startIndex
        var used = 0
        while index < limit {
            let width = text[index].terminalWidth
            if used + width > column { break }
            used += width
            index = text.index(after: index)
        }
        return index
    }
}
