/// What a key did to a text widget, so its view knows whether to tell the screen.
///
/// ```swift
/// override func handle(key: KeyEvent) -> Bool {
///     let result = titleField.handle(key)
///     if result == .textChanged { screen.onTitleChanged(titleField.text) }
///     return result.isHandled
/// }
/// ```
public enum TextEditResult: Hashable, Sendable {
    /// The text changed (and the cursor with it).
    case textChanged
    /// Only the cursor moved.
    case cursorMoved
    /// An editing key with nothing to do here, such as Backspace at the start. The
    /// key is still the widget's: it should not go on to anyone else.
    case unchanged
    /// Not a key this widget edits with; offer it to someone else (Enter, Esc, Tab…).
    case ignored

    /// Whether the widget took the key.
    public var isHandled: Bool { self != .ignored }
}
