/// One entry of a footer: the keys and what they do, as in "Enter open".
public struct KeyHint: Hashable, Sendable {
    /// How the keys are written: "Enter", "↑↓/jk", "^S".
    public var keys: String
    /// What the keys do: "open", "move", "save".
    public var label: String

    public init(keys: String, label: String) {
        self.keys = keys
        self.label = label
    }

    /// A hint named after the key that does it, so it cannot drift from the binding.
    ///
    /// ```swift
    /// KeyHint(key: .escape, label: "log out")   // "Esc log out"
    /// ```
    public init(key: KeyEvent, label: String) {
        self.init(keys: key.displayName, label: label)
    }

    /// The columns the hint takes: the keys, a space, the label.
    public var width: Int {
        label.isEmpty ? keys.terminalWidth : keys.terminalWidth + 1 + label.terminalWidth
    }
}
