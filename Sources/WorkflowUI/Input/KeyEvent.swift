/// A key press (or a paste) as the application sees it, whatever terminal it came from.
public enum KeyEvent: Hashable, Sendable {
    /// A printable character, already decoded from UTF-8.
    case character(Character)
    case enter
    case escape
    case tab
    /// Shift-Tab.
    case backTab
    case backspace
    case delete
    case insert
    case up, down, left, right
    case home, end
    case pageUp, pageDown
    /// Ctrl with a letter, given in lower case: `.control("s")` is Ctrl-S.
    case control(Character)
    /// Alt (Meta) with a character: `.alt("b")` is Alt-B.
    case alt(Character)
    /// F1 is `.function(1)`.
    case function(Int)
    /// Text pasted in one go (bracketed paste). It may hold newlines and any Unicode.
    case paste(String)
}

/// What a terminal delivers to the application: a key, or news that its size changed.
public enum TerminalEvent: Hashable, Sendable {
    case key(KeyEvent)
    case resize(Size)
}

extension KeyEvent {
    /// Whether this is a printable character (rather than a named or modified key).
    public var isCharacter: Bool {
        if case .character = self { return true }
        return false
    }
}

extension Array where Element == KeyEvent {
    /// How a footer or a header bar names these keys together: "Esc", "d/Del".
    public var displayName: String {
        map(\.displayName).joined(separator: "/")
    }
}
