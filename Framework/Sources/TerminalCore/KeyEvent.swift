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
    /// A named key (an arrow, Home, End, PgUp, PgDn, Delete, Insert, Backspace, a
    /// function key) held with Shift, Alt or Ctrl: `.modified(.left, .control)` is
    /// Ctrl-←, which text fields take to move by a word.
    ///
    /// Chords that have a case of their own keep it: Shift-Tab is `.backTab`, Ctrl with
    /// a letter is `.control`, Alt with a character is `.alt`. A view that does not
    /// care about the modifier can match `key.unmodified`.
    indirect case modified(KeyEvent, KeyModifiers)
}

/// The modifier keys held with a named key.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let alt = KeyModifiers(rawValue: 1 << 1)
    public static let control = KeyModifiers(rawValue: 1 << 2)

    /// The modifiers xterm encodes as the parameter `n` in `ESC [1;nA` (and terminfo as
    /// the digit in `kLFT5`): one more than the sum of Shift 1, Alt 2 and Ctrl 4. Meta
    /// (8) is read as Alt. Nil for 1 (no modifier) and for anything out of range.
    public init?(xtermParameter parameter: Int) {
        guard (2...16).contains(parameter) else { return nil }
        let bits = UInt8(parameter - 1)
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        self = modifiers
    }
}

/// What a terminal delivers to the application: a key, the mouse (only when asked for),
/// or news that its size changed.
public enum TerminalEvent: Hashable, Sendable {
    case key(KeyEvent)
    case mouse(MouseEvent)
    case resize(Size)
}

extension KeyEvent {
    /// Whether this is a printable character (rather than a named or modified key).
    public var isCharacter: Bool {
        if case .character = self { return true }
        return false
    }

    /// `key` held with `modifiers`; the key itself when there are none, so that
    /// `.left.with([])` is `.left` and equal keys stay equal.
    public func with(_ modifiers: KeyModifiers) -> KeyEvent {
        if modifiers.isEmpty { return self }
        if case .modified(let key, let held) = self { return .modified(key, held.union(modifiers)) }
        return .modified(self, modifiers)
    }

    /// The key without its modifiers: `.left` for Ctrl-←.
    public var unmodified: KeyEvent {
        if case .modified(let key, _) = self { return key }
        return self
    }

    /// The modifiers held with the key; empty for a plain key.
    public var modifiers: KeyModifiers {
        if case .modified(_, let held) = self { return held }
        return []
    }
}
