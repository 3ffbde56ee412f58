extension KeyEvent {
    /// A short name for the key, as footers and header buttons show it: "Esc",
    /// "Enter", "S-Tab", "↑", "PgDn", "^S" for Ctrl-S, "M-b" for Alt-B, "F1",
    /// "Space", or the character itself. Modified keys put their modifiers first in
    /// the same spelling: "^←" for Ctrl-←, "S-↑" for Shift-↑, "M-←" for Alt-←.
    ///
    /// Derive hints from the same `KeyEvent` values that handle the keys, so what a
    /// footer says cannot drift from what works:
    ///
    /// ```swift
    /// KeyHint(key: .control("s"), label: "save")   // shows "^S save"
    /// ```
    public var displayName: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let character): return TerminalText.sanitized(String(character))
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .tab: return "Tab"
        case .backTab: return "S-Tab"
        case .backspace: return "Bksp"
        case .delete: return "Del"
        case .insert: return "Ins"
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .control(let letter): return "^" + TerminalText.sanitized(letter.uppercased())
        case .alt(let character): return "M-" + TerminalText.sanitized(String(character))
        case .function(let number): return "F\(number)"
        case .paste: return "Paste"
        case .modified(let key, let modifiers):
            var prefix = ""
            if modifiers.contains(.control) { prefix += "^" }
            if modifiers.contains(.alt) { prefix += "M-" }
            if modifiers.contains(.shift) { prefix += "S-" }
            return prefix + key.displayName
        }
    }
}

extension Array where Element == KeyEvent {
    /// How a footer or a header bar names these keys together: "Esc", "d/Del".
    public var displayName: String {
        map(\.displayName).joined(separator: "/")
    }
}
