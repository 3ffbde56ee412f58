/// A click, a release, a double-click or a turn of the wheel, as the application sees it,
/// whatever terminal it came from.
///
/// A terminal reports the mouse only when the app asks for it (`TerminalApp.Options.usesMouse`);
/// views then get these through `TerminalView.handleMouse(_:)`, with
/// `position` in the view's own coordinates.
///
/// ```swift
/// override func handleMouse(_ event: MouseEvent) -> Bool {
///     guard event.kind == .press(.left) else { return false }
///     select(row: event.position.row)
///     return true
/// }
/// ```
public struct MouseEvent: Hashable, Sendable, CustomStringConvertible {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press(MouseButton)
        /// The second press of a button at the same cell soon after the first; the first
        /// arrived as `.press`.
        case doubleClick(MouseButton)
        /// A button came up.
        case release(MouseButton)
        /// The mouse moved with a button held.
        case drag(MouseButton)
        /// The wheel turned away from the user: scroll towards the top.
        case wheelUp
        /// The wheel turned towards the user: scroll towards the bottom.
        case wheelDown
    }

    public var kind: Kind
    /// The cell under the pointer, counted from the top left of the terminal, or of the
    /// view that is handed the event.
    public var position: Point
    /// The modifier keys held. Many terminals keep Shift for selecting text themselves
    /// and never report a click made with it.
    public var modifiers: KeyModifiers

    public init(_ kind: Kind, at position: Point, modifiers: KeyModifiers = []) {
        self.kind = kind
        self.position = position
        self.modifiers = modifiers
    }

    /// The same event with `position` counted from `origin`: what a view placed there sees.
    public func relative(to origin: Point) -> MouseEvent {
        var event = self
        event.position = Point(column: position.column - origin.column, row: position.row - origin.row)
        return event
    }

    /// Whether the left button was pressed, once or twice: a click that chooses.
    public var isLeftClick: Bool {
        kind == .press(.left) || kind == .doubleClick(.left)
    }

    public var description: String { "\(kind) at \(position)" }
}

/// A mouse button.
public enum MouseButton: Hashable, Sendable {
    case left, middle, right
}
