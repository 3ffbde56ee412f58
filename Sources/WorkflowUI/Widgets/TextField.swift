/// A single-line text input: the text, its cursor and how far it is scrolled.
///
/// A view owns one and keeps it between frames; the app's state holds the text
/// itself, which the view copies in when the screen changes and sends back through
/// the screen's callback when a key changes it:
///
/// ```swift
/// final class LoginView: ScreenView<LoginScreen> {
///     private var nameField = TextField(placeholder: "your name")
///
///     override func screenDidChange(from previous: LoginScreen, previousEnvironment: ViewEnvironment) {
///         nameField.text = screen.name   // keeps the cursor where it sensibly can
///     }
///     override func handle(_ key: KeyEvent) -> Bool {
///         nameField.handle(key).reportingChange(of: nameField.text, to: screen.onNameChanged)
///     }
///     override func draw(in canvas: Canvas) {
///         nameField.draw(in: canvas.region(Rect(column: 2, row: 1, width: 30, height: 1)), isFocused: true)
///     }
/// }
/// ```
///
/// Keys: characters and pastes insert at the cursor (a paste's line breaks become
/// spaces; control characters stay in the text but are drawn as visible pictures);
/// Backspace and Delete remove one grapheme cluster; ←/→ move by cluster;
/// Home/End and Ctrl-A/Ctrl-E go to the start and end; Ctrl-U deletes to the start,
/// Ctrl-K to the end, Ctrl-W the word before the cursor. Any other key is `.ignored`.
public struct TextField: Equatable, Sendable {
    private var content: EditableText
    /// Shown dimmed while the text is empty.
    public var placeholder: String
    /// Columns of the text scrolled out of view on the left.
    public private(set) var scrollOffset = 0

    /// A field holding `text` (line breaks become spaces), the cursor at its end.
    public init(text: String = "", placeholder: String = "") {
        self.content = EditableText(Self.singleLine(text))
        self.placeholder = placeholder
    }

    /// The text. Setting it (when the app's state changed) keeps the cursor at the
    /// end if it was there, and otherwise at the same cluster offset, clamped. Line
    /// breaks become spaces, as in a paste.
    public var text: String {
        get { content.text }
        set { content.replaceAll(with: Self.singleLine(newValue)) }
    }

    /// The cursor's position in `text`, on a grapheme cluster boundary.
    public var cursor: String.Index { content.cursor }

    /// The number of grapheme clusters before the cursor. Setting it clamps to the text.
    public var cursorOffset: Int {
        get { content.cursorOffset }
        set { content.cursorOffset = newValue }
    }

    /// The columns of text before the cursor, ignoring scrolling.
    public var cursorColumn: Int { content.text[..<content.cursor].terminalWidth }

    // MARK: Keys

    /// Applies an editing key; see the type's documentation for the keys.
    public mutating func handle(_ key: KeyEvent) -> TextEditResult {
        switch key {
        case .character(let character): return content.insert(Self.singleLine(String(character)))
        case .paste(let pasted): return content.insert(Self.singleLine(pasted))
        case .backspace: return content.deleteBackward()
        case .delete: return content.deleteForward()
        case .left: return content.moveLeft()
        case .right: return content.moveRight()
        case .home, .control("a"): return content.moveCursor(to: content.text.startIndex)
        case .end, .control("e"): return content.moveCursor(to: content.text.endIndex)
        case .control("u"): return content.delete(content.text.startIndex..<content.cursor)
        case .control("k"): return content.delete(content.cursor..<content.text.endIndex)
        case .control("w"): return content.deleteWordBackward()
        default: return .ignored
        }
    }

    /// The text with each line break (including "\r\n") turned into one space.
    private static func singleLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }

    // MARK: Drawing

    /// Draws the field on the first row of `canvas`, scrolled so the cursor and the
    /// glyph under it are in view, and places the terminal cursor when focused.
    /// Every cell of the row is drawn, in `style` (a reverse or underlined style
    /// shows the field's extent).
    public mutating func draw(
        in canvas: Canvas, style: Style = .plain, placeholderStyle: Style = .dim, isFocused: Bool
    ) {
        let width = canvas.size.width
        guard width > 0, canvas.size.height > 0 else { return }
        canvas.fill(Rect(column: 0, row: 0, width: width, height: 1), style: style)
        guard !content.text.isEmpty else {
            scrollOffset = 0
            canvas.draw(placeholder, at: .zero, width: width, style: placeholderStyle)
            if isFocused { canvas.setCursor(at: .zero) }
            return
        }
        let cursorColumn = cursorColumn
        scrollToShowCursor(at: cursorColumn, width: width)
        canvas.draw(content.text, at: Point(column: -scrollOffset, row: 0), style: style)
        if isFocused { canvas.setCursor(at: Point(column: cursorColumn - scrollOffset, row: 0)) }
    }

    /// Scrolls as little as possible so the cursor's cell, and the whole glyph under
    /// it if that fits, are in view, without leaving empty columns on the right that
    /// text could fill.
    private mutating func scrollToShowCursor(at cursorColumn: Int, width: Int) {
        let text = content.text
        let glyphUnderCursor = content.cursor < text.endIndex ? text[content.cursor].terminalWidth : 1
        let cursorCells = min(width, max(1, glyphUnderCursor))
        if cursorColumn < scrollOffset { scrollOffset = cursorColumn }
        if cursorColumn + cursorCells > scrollOffset + width { scrollOffset = cursorColumn + cursorCells - width }
        // One column past the text is kept for the cursor at the end.
        scrollOffset = max(0, min(scrollOffset, text.terminalWidth + 1 - width))
    }
}
