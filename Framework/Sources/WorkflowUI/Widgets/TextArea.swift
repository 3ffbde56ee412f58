/// A multi-line text input (a note, a message): the text, its cursor and how far it
/// is scrolled. Long lines wrap softly at the width it is drawn at.
///
/// Use it like `TextField`: the view owns it, copies the app's text in through
/// `text`, and reports changes back through the screen (`reportingChange(of:to:)`).
///
/// Keys: characters insert; Enter inserts a line break and pastes keep theirs
/// ("\r\n" and "\r" become "\n"). With a ``maximumLength``, an insertion that would make
/// the text longer inserts nothing and is `.tooLong`, for the view to say so. The editing keys are in ``editingKeys``: ←/→ by
/// cluster across lines, Ctrl-←/→ or Alt-B/F by word, ↑/↓ between lines on screen
/// keeping the column they started from, PgUp/PgDn by a screenful, Home/End or
/// Ctrl-A/E to the ends of the line on screen, Ctrl-Home/End to the ends of the text,
/// Backspace and Delete one cluster (joining lines at a break), Ctrl-W or
/// Alt-Backspace the word before, Alt-D the word after, Ctrl-U to the start of the
/// line and Ctrl-K to its end (or joins the next line when at the end).
///
/// ↑ on the first line and ↓ on the last are `.ignored`, so that the view around the
/// area can move on (to a title field above it, say), and so is any other key (Tab,
/// Esc…).
///
/// ↑/↓, PgUp/PgDn and Home/End follow the wrapping and the height of the last `draw`;
/// before the first draw lines are not wrapped and a page is one line.
public struct TextArea: Equatable, Sendable {
    private var content: EditableText
    /// Shown dimmed while the text is empty.
    public var placeholder: String
    /// The first line on screen, counted in wrapped lines.
    public var scrollRow: Int { lines.firstVisibleIndex }
    /// Which wrapped lines are on screen: scrolled like a list, to keep the cursor's line.
    private var lines = ScrollingList()
    /// The width of the last draw, which decides the wrapping.
    private var wrapWidth: Int?
    /// The rows of the last draw: how far PgUp and PgDn move.
    private var visibleRows = 1
    /// Wrapped lines out of view above the area, as of the last draw: a view shows a
    /// marker ("↑ 3 more") when there are some.
    public private(set) var linesHiddenAbove = 0
    /// Wrapped lines out of view below the area, as of the last draw.
    public private(set) var linesHiddenBelow = 0
    /// The column ↑ and ↓ aim for, kept while they repeat so a short line in
    /// between does not pull the cursor left for good.
    private var goalColumn: Int?

    /// The most characters (grapheme clusters) typing and pasting may make the text;
    /// nil for no limit. Text set through ``text`` is not cut: it can still be shortened.
    public var maximumLength: Int?

    /// An area holding `text`, the cursor at its end.
    ///
    /// ```swift
    /// var note = TextArea(placeholder: "Notes", maximumLength: 10_000)
    /// ```
    public init(text: String = "", placeholder: String = "", maximumLength: Int? = nil) {
        self.content = EditableText(Self.normalizingLineBreaks(text))
        self.placeholder = placeholder
        self.maximumLength = maximumLength
    }

    /// The text, with "\n" between lines. Setting it keeps the cursor at the end if
    /// it was there, and otherwise at the same cluster offset, clamped.
    public var text: String {
        get { content.text }
        set {
            content.replaceAll(with: Self.normalizingLineBreaks(newValue))
            goalColumn = nil
        }
    }

    /// The cursor's position in `text`, on a grapheme cluster boundary.
    public var cursor: String.Index { content.cursor }

    /// The number of grapheme clusters before the cursor. Setting it clamps to the text.
    public var cursorOffset: Int {
        get { content.cursorOffset }
        set {
            content.cursorOffset = newValue
            goalColumn = nil
        }
    }

    // MARK: Keys

    /// Applies an editing key; see the type's documentation for the keys.
    public mutating func handle(_ key: KeyEvent) -> TextEditResult {
        let keepsGoalColumn = Self.verticalKeys.contains(key)
        defer { if !keepsGoalColumn { goalColumn = nil } }
        switch key {
        case .character(let character): return content.insert(character.isNewline ? "\n" : String(character), limit: maximumLength)
        case .paste(let pasted): return content.insert(Self.normalizingLineBreaks(pasted), limit: maximumLength)
        default: return Self.editingKeys.edit(&self, with: key)
        }
    }

    /// The keys the area edits with besides typing, as a help screen lists them.
    public static let editingKeys: [TextEditingKey<TextArea>] = [
        TextEditingKey([.enter], "start a new line") { area, _ in area.content.insert("\n", limit: area.maximumLength) },
        TextEditingKey([.left, .right], "move by a character") { area, key in
            key == .left ? area.content.moveLeft() : area.content.moveRight()
        },
        TextEditingKey(interleaved(wordLeftKeys, wordRightKeys), "move by a word") { area, key in
            wordLeftKeys.contains(key) ? area.content.moveWordLeft() : area.content.moveWordRight()
        },
        TextEditingKey([.up, .down], "move a line up or down") { area, key in
            area.moveVertically(by: key == .up ? -1 : 1)
        },
        TextEditingKey([.pageUp, .pageDown], "move a page up or down") { area, key in
            area.moveByPage(key == .pageUp ? -1 : 1)
        },
        TextEditingKey(interleaved(lineStartKeys, lineEndKeys), "go to the start or the end of the line") { area, key in
            let layout = area.layout()
            let line = layout.line(containing: area.content.cursor)
            return area.content.moveCursor(to: lineStartKeys.contains(key) ? layout.start(ofLine: line) : layout.end(ofLine: line))
        },
        TextEditingKey([.modified(.home, .control), .modified(.end, .control)], "go to the start or the end of the text") { area, key in
            area.content.moveCursor(to: key == .modified(.home, .control) ? area.content.text.startIndex : area.content.text.endIndex)
        },
        TextEditingKey([.backspace, .delete], "delete a character") { area, key in
            key == .backspace ? area.content.deleteBackward() : area.content.deleteForward()
        },
        TextEditingKey(deleteWordBackwardKeys, "delete the word before the cursor") { area, _ in
            area.content.deleteWordBackward()
        },
        TextEditingKey([.alt("d")], "delete the word after the cursor") { area, _ in area.content.deleteWordForward() },
        TextEditingKey([.control("u")], "delete to the start of the line") { area, _ in
            area.content.delete(area.startOfLogicalLine()..<area.content.cursor)
        },
        TextEditingKey([.control("k")], "delete to the end of the line, or join the next") { area, _ in
            area.deleteToEndOfLogicalLine()
        },
    ]

    private static let lineStartKeys: [KeyEvent] = [.home, .control("a")]
    private static let lineEndKeys: [KeyEvent] = [.end, .control("e")]
    /// The keys that aim for the column ↑ or ↓ started from, rather than forget it.
    private static let verticalKeys: Set<KeyEvent> = [.up, .down, .pageUp, .pageDown]

    /// Moves `lines` lines on screen, aiming for the column the vertical moves started
    /// from; `.ignored` when there is no line there, for the view around to act on.
    private mutating func moveVertically(by lines: Int) -> TextEditResult {
        let layout = layout()
        let line = layout.line(containing: content.cursor)
        let target = line + lines
        guard layout.lines.indices.contains(target) else { return .ignored }
        let goal = goalColumn ?? layout.column(of: content.cursor, onLine: line)
        goalColumn = goal
        return content.moveCursor(to: layout.index(onLine: target, nearColumn: goal))
    }

    /// Moves a screenful of lines up or down, as far as the text goes; at the first
    /// (last) line, to the start (end) of the text.
    private mutating func moveByPage(_ direction: Int) -> TextEditResult {
        let layout = layout()
        let line = layout.line(containing: content.cursor)
        let target = min(max(0, line + direction * visibleRows), layout.count - 1)
        guard target != line else {
            return content.moveCursor(to: direction < 0 ? content.text.startIndex : content.text.endIndex)
        }
        let goal = goalColumn ?? layout.column(of: content.cursor, onLine: line)
        goalColumn = goal
        return content.moveCursor(to: layout.index(onLine: target, nearColumn: goal))
    }

    private func layout() -> VisualLines { VisualLines(content.text, width: wrapWidth) }

    private func startOfLogicalLine() -> String.Index {
        let text = content.text
        return text[..<content.cursor].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    }

    private mutating func deleteToEndOfLogicalLine() -> TextEditResult {
        let text = content.text
        let lineEnd = text[content.cursor...].firstIndex(of: "\n") ?? text.endIndex
        if lineEnd == content.cursor {
            return content.deleteForward()  // at the end of a line: join the next one
        }
        return content.delete(content.cursor..<lineEnd)
    }

    private static func normalizingLineBreaks(_ text: String) -> String {
        guard text.contains(where: { $0 == "\r\n" || $0 == "\r" }) else { return text }
        return String(text.map { $0 == "\r\n" || $0 == "\r" ? "\n" : $0 })
    }

    // MARK: Drawing

    /// Draws the text wrapped to the canvas's width, scrolled so the cursor's line
    /// is in view, and places the terminal cursor when focused. Every cell of the
    /// canvas is drawn, in `style`.
    public mutating func draw(
        in canvas: Canvas, style: Style = .plain, placeholderStyle: Style = .dim, isFocused: Bool
    ) {
        let size = canvas.size
        guard size.width > 0, size.height > 0 else { return }
        if wrapWidth != size.width { goalColumn = nil }
        wrapWidth = size.width
        visibleRows = size.height
        canvas.fill(style: style)
        guard !content.text.isEmpty else {
            lines = ScrollingList()
            (linesHiddenAbove, linesHiddenBelow) = (0, 0)
            canvas.draw(placeholder, at: .zero, width: size.width, style: placeholderStyle)
            if isFocused { canvas.setCursor(at: .zero) }
            return
        }
        let layout = layout()
        let cursorLine = layout.line(containing: content.cursor)
        let visible = lines.scroll(toShow: cursorLine, itemCount: layout.count, rows: size.height)
        (linesHiddenAbove, linesHiddenBelow) = (visible.lowerBound, layout.count - visible.upperBound)
        for row in 0..<min(size.height, layout.count - scrollRow) {
            canvas.draw(layout.lines[scrollRow + row], at: Point(column: 0, row: row), style: style)
        }
        if isFocused {
            // A line that fills the width has its end cursor on the last column.
            let column = min(layout.column(of: content.cursor, onLine: cursorLine), size.width - 1)
            canvas.setCursor(at: Point(column: column, row: cursorLine - scrollRow))
        }
    }

}
