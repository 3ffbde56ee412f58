/// A key a view responds to, what it does, and how the footer names it.
///
/// Views list their commands once; the same list decides which keys they handle and
/// which hints the footer shows, so the two cannot drift apart.
///
/// ```swift
/// override var keyCommands: [KeyCommand] {
///     [KeyCommand("new", keys: [.character("n")]) { [screen] in screen.onNew() }]
/// }
/// ```
@MainActor
public struct KeyCommand {
    /// What the footer says the key does; `nil` keeps the command out of the footer.
    public var title: String?
    public var keys: [KeyEvent]
    /// How the footer writes the keys, when joining their names is not the best way
    /// ("↑↓/jk" rather than "↑/k/↓/j").
    public var keyLabel: String
    public var action: () -> Void

    public init(_ title: String?, keys: [KeyEvent], keyLabel: String? = nil, action: @escaping () -> Void) {
        self.title = title
        self.keys = keys
        self.keyLabel = keyLabel ?? keys.map(\.displayName).joined(separator: "/")
        self.action = action
    }

    /// The footer's entry for this command, if it has one.
    public var hint: KeyHint? {
        title.map { KeyHint(keys: keyLabel, label: $0) }
    }
}
