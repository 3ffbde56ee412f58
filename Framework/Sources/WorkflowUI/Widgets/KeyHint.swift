/// Keys and what they do, as in "Enter open": one entry of a footer, or one row of a
/// help screen.
public struct KeyHint: Hashable, Sendable {
    /// How the keys are written: "Enter", "↑↓", "^S".
    public var keys: String
    /// What the keys do: "open", "move", "save".
    public var label: String
    /// How long the hint stays when a footer is too narrow for all of them.
    public var priority: Priority
    /// Columns kept for the label however short it is: a hint whose label changes with
    /// the selection ("done", "not done") then never moves the hints after it, and a
    /// key press rewrites a word, not the rest of the footer.
    public var labelWidth: Int?

    public init(keys: String, label: String, priority: Priority = .normal) {
        self.keys = keys
        self.label = label
        self.priority = priority
    }

    /// A hint named after the key that does it, so it cannot drift from the binding.
    ///
    /// ```swift
    /// KeyHint(key: .escape, label: "log out")   // "Esc log out"
    /// ```
    public init(key: KeyEvent, label: String, priority: Priority = .normal) {
        self.init(keys: key.displayName, label: label, priority: priority)
    }

    /// The columns the label takes: its own, or `labelWidth` when that is more.
    public var labelColumns: Int {
        max(label.terminalWidth, labelWidth ?? 0)
    }

    /// The columns the hint takes: the keys, a space, the label.
    public var width: Int {
        labelColumns == 0 ? keys.terminalWidth : keys.terminalWidth + 1 + labelColumns
    }

    /// Which hints a narrow footer keeps: it gives up the lowest priority first, and
    /// among equals the last.
    public enum Priority: Comparable, Hashable, Sendable {
        /// Shown elsewhere too (a header bar button names its key), so the first to go.
        case low
        case normal
        /// The way out, or the way to every other key (quit, help): kept longest.
        case high
    }
}
