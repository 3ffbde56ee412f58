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
/// spaces; control characters stay in the text but are drawn as visible pictures). With a
/// ``maximumLength``, one that would make the text longer inserts nothing and is
/// `.tooLong`, for the view to say so.
/// The editing keys are in ``editingKeys``: ←/→ by cluster, Ctrl-←/→ or Alt-B/F by
/// word, Home/End or Ctrl-A/E to the ends, Backspace and Delete one cluster, Ctrl-W or
/// Alt-Backspace the word before, Alt-D the word after, Ctrl-U and Ctrl-K to the start
/// and the end. Any other key (↑, ↓, Enter, Tab, Esc…) is `.ignored`.
public struct TextField: Equatable, Sendable {
    private var content: EditableText
    /// Shown dimmed while the text is empty.
    public var placeholder: String
    /// Columns of the text scrolled out of view on the left.
    public private(set) var scrollOffset = 0
    /// The most characters (grapheme clusters) typing and pasting may make the text;
    /// nil for no limit. Text set through ``text`` is not cut: it can still be shortened.
    public var maximumLength: Int?

    /// A field holding `text` (line breaks become spaces), the cursor at its end.
    ///
    /// ```swift
    /// var title = TextField(placeholder: "Title", maximumLength: 200)
    /// ```
    public init(text: String = "", placeholder: String = "", maximumLength: Int? = nil) {
        self.content = EditableText(Self.singleLine(text))
        self.placeholder = placeholder
        self.maximumLength = maximumLength
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
        case .character(let character): content.insert(Self.singleLine(String(character)), limit: maximumLength)
        case .paste(let pasted): content.insert(Self.singleLine(pasted), limit: maximumLength)
        default: Self.editingKeys.edit(&self, with: key)
        }
    }

    /// The keys the field edits with besides typing, as a help screen lists them.
    public static let editingKeys: [TextEditingKey<TextField>] = [
        TextEditingKey([.left, .right], "move by a character") { field, key in
            key == .left ? field.content.moveLeft() : field.content.moveRight()
        },
        TextEditingKey(interleaved(wordLeftKeys, wordRightKeys), "move by a word") { field, key in
            wordLeftKeys.contains(key) ? field.content.moveWordLeft() : field.content.moveWordRight()
        },
        TextEditingKey(interleaved(startKeys, endKeys), "go to the start or the end") { field, key in
            field.content.moveCursor(to: startKeys.contains(key) ? field.content.text.startIndex : field.content.text.endIndex)
        },
        TextEditingKey([.backspace, .delete], "delete a character") { field, key in
            key == .backspace ? field.content.deleteBackward() : field.content.deleteForward()
        },
        TextEditingKey(deleteWordBackwardKeys, "delete the word before the cursor") { field, _ in
            field.content.deleteWordBackward()
        },
        TextEditingKey([.alt("d")], "delete the word after the cursor") { field, _ in field.content.deleteWordForward() },
        TextEditingKey([.control("u")], "delete to the start") { field, _ in
            field.content.delete(field.content.text.startIndex..<field.content.cursor)
        },
        TextEditingKey([.control("k")], "delete to the end") { field, _ in
            field.content.delete(field.content.cursor..<field.content.text.endIndex)
        },
    ]

    private static let startKeys: [KeyEvent] = [.home, .control("a"), .modified(.home, .control)]
    private static let endKeys: [KeyEvent] = [.end, .control("e"), .modified(.end, .control)]

    /// The text with each line break (including "\r\n") turned into one space.
    private static func singleLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }

    // MARK: Drawing

    /// Draws the field on the first row of `canvas`, scrolled so the cursor and the
    /// glyph under it are in view, and places the terminal cursor when focused.
    /// Every cell of the row is drawn, in `style` (a reverse or underlined style
    /// shows the field's extent). Where text is scrolled out of view, the field's edge
    /// on that side shows "…" in `placeholderStyle`.
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
        let textWidth = content.text.terminalWidth
        scrollToShowCursor(at: cursorColumn, textWidth: textWidth, width: width)
        canvas.draw(content.text, at: Point(column: -scrollOffset, row: 0), style: style)
        if hasMarkers(width: width) {
            let marker = placeholderStyle.adding(style.attributes)
            if scrollOffset > 0 { canvas.draw("…", at: .zero, style: marker) }
            if textWidth > scrollOffset + width { canvas.draw("…", at: Point(column: width - 1, row: 0), style: marker) }
        }
        if isFocused { canvas.setCursor(at: Point(column: cursorColumn - scrollOffset, row: 0)) }
    }

    /// A field of a few columns has no room for the markers besides the cursor.
    private func hasMarkers(width: Int) -> Bool { width >= 4 }

    /// Scrolls as little as possible so the cursor's cell, and the whole glyph under
    /// it if that fits, are in view and clear of the markers, without leaving empty
    /// columns on the right that text could fill.
    private mutating func scrollToShowCursor(at cursorColumn: Int, textWidth: Int, width: Int) {
        let text = content.text
        let glyphUnderCursor = content.cursor < text.endIndex ? text[content.cursor].terminalWidth : 1
        let cursorCells = min(width, max(1, glyphUnderCursor))
        // One column past the text is kept for the cursor at the end.
        let limit = max(0, textWidth + 1 - width)
        var offset = scrollOffset
        // Twice: a marker appearing on one side can push the cursor under the other.
        for _ in 0..<2 {
            let leftMarker = hasMarkers(width: width) && offset > 0 ? 1 : 0
            let rightMarker = hasMarkers(width: width) && textWidth > offset + width ? 1 : 0
            if cursorColumn < offset + leftMarker { offset = cursorColumn - leftMarker }
            if cursorColumn + cursorCells > offset + width - rightMarker {
                offset = cursorColumn + cursorCells - width + rightMarker
            }
            offset = max(0, min(offset, limit))
        }
        scrollOffset = offset
    }
}
