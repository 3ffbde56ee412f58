/// A multi-line text input (for a todo's note): the text, its cursor and how far it
/// is scrolled. Long lines wrap softly at the width it is drawn at.
///
/// Use it like `TextField`: the view owns it, copies the app's text in through
/// `text`, and reports changes back through the screen (`reportingChange(of:to:)`).
///
/// Keys: characters insert; Enter inserts a line break and pastes keep theirs
/// ("\r\n" and "\r" become "\n"); Backspace and Delete remove one grapheme cluster,
/// joining lines at a break; ←/→ move by cluster across lines; ↑/↓ move between
/// lines on screen and keep the column they started from (↑ on the first line goes
/// to the start, ↓ on the last to the end); Home/End and Ctrl-A/Ctrl-E go to the
/// start and end of the line on screen; Ctrl-U deletes to the start of the line,
/// Ctrl-K to its end (or joins the next line when at the end), Ctrl-W deletes the
/// word before the cursor. Any other key (Tab, Esc…) is `.ignored`.
///
/// ↑/↓ and Home/End follow the wrapping of the last `draw`; before the first draw
/// lines are not wrapped.
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
    /// The column ↑ and ↓ aim for, kept while they repeat so a short line in
    /// between does not pull the cursor left for good.
    private var goalColumn: Int?

    /// An area holding `text`, the cursor at its end.
    public init(text: String = "", placeholder: String = "") {
        self.content = EditableText(Self.normalizingLineBreaks(text))
        self.placeholder = placeholder
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
        switch key {
        case .up:
            return moveVertically(by: -1)
        case .down:
            return moveVertically(by: 1)
        default:
            goalColumn = nil
            return handleEditingKey(key)
        }
    }

    private mutating func handleEditingKey(_ key: KeyEvent) -> TextEditResult {
        switch key {
        case .character(let character):
            return content.insert(character.isNewline ? "\n" : String(character))
        case .paste(let pasted): return content.insert(Self.normalizingLineBreaks(pasted))
        case .enter: return content.insert("\n")
        case .backspace: return content.deleteBackward()
        case .delete: return content.deleteForward()
        case .left: return content.moveLeft()
        case .right: return content.moveRight()
        case .home, .control("a"):
            let layout = layout()
            return content.moveCursor(to: layout.start(ofLine: layout.line(containing: content.cursor)))
        case .end, .control("e"):
            let layout = layout()
            return content.moveCursor(to: layout.end(ofLine: layout.line(containing: content.cursor)))
        case .control("u"): return content.delete(startOfLogicalLine()..<content.cursor)
        case .control("k"): return deleteToEndOfLogicalLine()
        case .control("w"): return content.deleteWordBackward()
        default: return .ignored
        }
    }

    private mutating func moveVertically(by lines: Int) -> TextEditResult {
        let layout = layout()
        let line = layout.line(containing: content.cursor)
        let goal = goalColumn ?? layout.column(of: content.cursor, onLine: line)
        let target = line + lines
        let result: TextEditResult
        if target < 0 {
            result = content.moveCursor(to: content.text.startIndex)
        } else if target >= layout.count {
            result = content.moveCursor(to: content.text.endIndex)
        } else {
            result = content.moveCursor(to: layout.index(onLine: target, nearColumn: goal))
        }
        goalColumn = goal
        return result
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
        canvas.fill(style: style)
        guard !content.text.isEmpty else {
            lines = ScrollingList()
            canvas.draw(placeholder, at: .zero, width: size.width, style: placeholderStyle)
            if isFocused { canvas.setCursor(at: .zero) }
            return
        }
        let layout = layout()
        let cursorLine = layout.line(containing: content.cursor)
        lines.scroll(toShow: cursorLine, itemCount: layout.count, rows: size.height)
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
