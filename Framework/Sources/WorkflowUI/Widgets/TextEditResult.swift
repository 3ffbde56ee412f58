/// What a key did to a text widget, so its view knows whether to tell the screen.
///
/// ```swift
/// override func handle(_ key: KeyEvent) -> Bool {
///     titleField.handle(key).reportingChange(of: titleField.text, to: screen.onTitleChanged)
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
    /// A character or a paste that would take the text past the widget's
    /// `maximumLength`: nothing was inserted. The key is still the widget's; the view
    /// tells the user, as a limit that said nothing would look like a broken key.
    case tooLong

    /// Whether the widget took the key.
    public var isHandled: Bool { self != .ignored }

    /// Passes `text` to `onChange` if the text changed, and returns whether the widget
    /// took the key: what a view does with a key its text widget handled.
    ///
    /// It is a step after the edit rather than a callback the widget calls, because
    /// the callback usually changes the app's state, which updates the view at once
    /// and copies the text back into the widget; that must not happen while the
    /// widget is still in the middle of changing.
    public func reportingChange(of text: @autoclosure () -> String, to onChange: (String) -> Void) -> Bool {
        if self == .textChanged { onChange(text()) }
        return isHandled
    }
}
