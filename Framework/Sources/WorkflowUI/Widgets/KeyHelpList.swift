/// A help screen's list of keys: a title, then one row per command with every key that
/// runs it and what it does, the keys in a column as wide as the widest.
///
/// ```
///  Keys
///   ↑ k    move up
///   d Del  delete the selected contact
/// ```
///
/// Build it from the commands that handle the keys, so that it cannot drift from them:
///
/// ```swift
/// KeyHelpList(commands: keyCommands(bubblingUpFrom: listCommands))
///     .draw(in: canvas, keyStyle: environment.theme.key)
/// ```
public struct KeyHelpList: Hashable, Sendable {
    public var title: String
    /// One per row: the keys, and what they do.
    public var entries: [KeyHint]

    /// Columns before the title; the rows are indented one more.
    private static let indent = 1
    /// Columns between the keys and what they do.
    private static let gap = 2

    public init(title: String = "Keys", entries: [KeyHint]) {
        self.title = title
        self.entries = entries
    }

    /// The help entries of `commands`, in their order; commands without help text are
    /// left out.
    @MainActor
    public init(title: String = "Keys", commands: [KeyCommand]) {
        self.init(title: title, entries: commands.compactMap(\.helpEntry))
    }

    /// How many rows are out of sight, at most, in a canvas of `size`: how far the list
    /// can scroll. A description too long for its row wraps, so an entry may take
    /// several rows.
    public func hiddenRowCount(in size: Size) -> Int {
        max(0, rows(width: size.width).count - max(0, size.height - 1))
    }

    /// Draws the title on the first row and as many rows of entries below it as fit,
    /// starting `scrolledBy` rows in. A description too long for its row wraps, its
    /// lines under the description column, a word too long for the column broken
    /// between characters: nothing is cut. The key column is as wide as the widest key
    /// of all entries, shown or not, so that it stays put while the list scrolls.
    ///
    /// ```
    ///  Keys
    ///   Esc  back to the list (asks
    ///        first if there are changes)
    ///   ^S   save
    /// ```
    public func draw(in canvas: Canvas, scrolledBy scroll: Int = 0, keyStyle: Style = .bold, titleStyle: Style = .bold) {
        guard canvas.size.height > 0 else { return }
        canvas.draw(title, at: Point(column: Self.indent, row: 0), style: titleStyle)
        let rows = rows(width: canvas.size.width)
        let first = min(max(0, scroll), hiddenRowCount(in: canvas.size))
        let descriptionColumn = self.descriptionColumn
        for (offset, row) in rows.dropFirst(first).prefix(canvas.size.height - 1).enumerated() {
            if let keys = row.keys {
                canvas.draw(keys, at: Point(column: Self.keyColumn, row: offset + 1), width: keyWidth, style: keyStyle)
            }
            canvas.draw(row.text, at: Point(column: descriptionColumn, row: offset + 1), width: canvas.size.width - descriptionColumn)
        }
    }

    /// Where the keys start: a column in from the title.
    private static let keyColumn = indent + 1

    private var keyWidth: Int {
        entries.map(\.keys.terminalWidth).max() ?? 0
    }

    private var descriptionColumn: Int {
        Self.keyColumn + keyWidth + Self.gap
    }

    /// The rows under the title at `width` columns: each entry's keys on its first,
    /// and its description wrapped to the columns left for it.
    private func rows(width: Int) -> [(keys: String?, text: Substring)] {
        // No room at all for descriptions (a canvas narrower than the keys): one row each.
        let descriptionWidth = max(0, width - descriptionColumn)
        return entries.flatMap { entry in
            TerminalText.wrapped(entry.label, toWidth: descriptionWidth).enumerated().map { index, line in
                (keys: index == 0 ? entry.keys : nil, text: Self.droppingTrailingSpaces(line))
            }
        }
    }

    /// Spaces at a break hang past the width; drawn, they would only cost an ellipsis.
    private static func droppingTrailingSpaces(_ line: Substring) -> Substring {
        var line = line
        while line.last == " " { line = line.dropLast() }
        return line
    }
}
