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

    /// How many entries are out of sight, at most, in `height` rows: how far the list
    /// can scroll.
    public func hiddenEntryCount(inHeight height: Int) -> Int {
        max(0, entries.count - max(0, height - 1))
    }

    /// Draws the title on the first row and as many entries below it as fit, starting
    /// `scrolledBy` entries in; a description too long for the row is cut with an
    /// ellipsis. The key column is as wide as the widest key of all entries, shown or
    /// not, so that it stays put while the list scrolls.
    public func draw(in canvas: Canvas, scrolledBy scroll: Int = 0, keyStyle: Style = .bold, titleStyle: Style = .bold) {
        guard canvas.size.height > 0 else { return }
        canvas.draw(title, at: Point(column: Self.indent, row: 0), style: titleStyle)
        let keyColumn = Self.indent + 1
        let keyWidth = entries.map(\.keys.terminalWidth).max() ?? 0
        let descriptionColumn = keyColumn + keyWidth + Self.gap
        let first = min(max(0, scroll), hiddenEntryCount(inHeight: canvas.size.height))
        for (offset, entry) in entries.dropFirst(first).prefix(canvas.size.height - 1).enumerated() {
            let row = offset + 1
            canvas.draw(entry.keys, at: Point(column: keyColumn, row: row), width: keyWidth, style: keyStyle)
            canvas.draw(entry.label, at: Point(column: descriptionColumn, row: row), width: canvas.size.width - descriptionColumn)
        }
    }
}
