/// A key a view responds to, what it does, and how the footer and a help screen name it.
///
/// Views list their commands once; the same list decides which keys they handle, which
/// hints the footer shows and what a help screen lists, so the three cannot drift apart.
///
/// ```swift
/// override var keyCommands: [KeyCommand] {
///     [KeyCommand("new", keys: [.character("n")], help: "add a contact") { [screen] in screen.onNew() }]
/// }
/// ```
///
/// The footer shows "n new"; a `KeyHelpList` of the same commands shows "n  add a contact".
@MainActor
public struct KeyCommand {
    /// What the footer says the key does; `nil` keeps the command out of the footer.
    public var title: String?
    public var keys: [KeyEvent]
    /// How the footer writes the keys, when joining their names is not the best way
    /// ("↑↓" for the commands that move up and down, rather than "↑/k").
    public var keyLabel: String {
        get { givenKeyLabel ?? keys.displayName }
        set { givenKeyLabel = newValue }
    }
    /// The label given, if any. The joined names are made only when asked for: views
    /// make their commands for every key and frame, and most are never labelled.
    private var givenKeyLabel: String?
    /// What a help screen says the command does, in a few more words than the footer
    /// ("edit the selected contact" for "edit"); `nil` keeps it out of help screens.
    public var helpText: String?
    /// How long the footer keeps the hint when it is too narrow for all of them.
    public var priority: KeyHint.Priority
    /// Columns the footer keeps for the title however short it is (see
    /// `KeyHint.labelWidth`): give the widest of the titles a command takes in turn.
    public var titleWidth: Int?
    public var action: () -> Void

    /// A command for `keys`.
    ///
    /// - Parameters:
    ///   - title: The footer's word for it; `nil` for a command the footer leaves out
    ///     (one of several that share a hint, say).
    ///   - keys: The keys that run it.
    ///   - keyLabel: How the footer writes the keys; by default their names joined by "/".
    ///   - help: What a help screen says; by default the title.
    ///   - priority: How long the footer keeps the hint when it runs out of room.
    ///   - titleWidth: Columns kept for the title in the footer, for a title that
    ///     changes ("done", "not done") without moving the hints after it.
    ///   - action: What the keys do.
    public init(
        _ title: String?, keys: [KeyEvent], keyLabel: String? = nil, help: String? = nil,
        priority: KeyHint.Priority = .normal, titleWidth: Int? = nil, action: @escaping () -> Void
    ) {
        self.title = title
        self.keys = keys
        self.givenKeyLabel = keyLabel
        self.helpText = help ?? title
        self.priority = priority
        self.titleWidth = titleWidth
        self.action = action
    }

    /// The footer's entry for this command, if it has one.
    public var hint: KeyHint? {
        title.map {
            var hint = KeyHint(keys: keyLabel, label: $0, priority: priority)
            hint.labelWidth = titleWidth
            return hint
        }
    }

    /// The help screen's entry for this command, if it has one: every key, by name
    /// ("d Del"), and the help text.
    public var helpEntry: KeyHint? {
        helpText.map { KeyHint(keys: keys.map(\.displayName).joined(separator: " "), label: $0) }
    }
}
