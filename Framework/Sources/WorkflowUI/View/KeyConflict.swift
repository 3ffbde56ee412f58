/// Two commands of one view on the same key: the key runs only the first, so the second
/// never runs by it, though the footer and the help may offer it.
///
/// A view's commands are checked when the footer's hints are made and when a key reaches
/// the view. A conflict goes to the session (``TerminalSession/onKeyConflict``), once:
/// a debug build stops there, as a test on an ``InMemoryTerminal`` does in any build, and
/// `TerminalApp.run` logs it first, so that a release build leaves a line in the log.
///
/// Commands of different views never conflict (the focused view takes a key before its
/// container: the list's Esc clears its search before the back stack's Esc goes back),
/// nor do a key and one that gives way to it (``KeyCommand/yieldingKeys``: an app's k
/// over the framework's k that moves up).
///
/// ```swift
/// var conflicts: [KeyConflict] = []
/// let terminal = InMemoryTerminal(size: size, root: app, onKeyConflict: { conflicts.append($0) })
/// terminal.press(.character("k"))
/// #expect(conflicts.map(\.commands) == [["keep", "kill"]])
/// ```
public struct KeyConflict: Hashable, Sendable, CustomStringConvertible {
    /// The view whose commands share the key, by its type's name.
    public var view: String
    /// The key both commands have.
    public var key: KeyEvent
    /// The two commands, each by its footer title, else its help text, else its keys;
    /// the first is the one that runs.
    public var commands: [String]

    public init(view: String, key: KeyEvent, commands: [String]) {
        self.view = view
        self.key = key
        self.commands = commands
    }

    @MainActor
    init(view: TerminalView.Type, key: KeyEvent, commands: (first: KeyCommand, second: KeyCommand)) {
        self.init(view: String(describing: view), key: key, commands: [commands.first.name, commands.second.name])
    }

    public var description: String {
        let names = commands.map { "\"\($0)\"" }
        return "\(view) gives \(key.displayName) to two of its commands, \(names.joined(separator: " and ")), "
            + "so \(key.displayName) runs only \(names.first ?? "the first"). Give one of them another key, "
            + "or list it in the other's yieldingKeys if that one should give it up."
    }

    /// Every key two of `commands` share, once each, in their order: two commands on a key
    /// that neither gives up, or that both give up. A key one gives up to the other is no
    /// conflict: that is what giving up is for.
    @MainActor
    static func all(among commands: [KeyCommand], of view: TerminalView.Type) -> [KeyConflict] {
        var owners: [KeyEvent: (command: Int, yields: Bool)] = [:]
        var conflicts: [KeyConflict] = []
        var reported: Set<KeyEvent> = []
        for (index, command) in commands.enumerated() {
            for key in command.keys {
                let yields = command.yields(key)
                guard let owner = owners[key] else {
                    owners[key] = (index, yields)
                    continue
                }
                // A firm key after one that gives way takes its place as the owner.
                if owner.yields && !yields { owners[key] = (index, yields) }
                guard owner.command != index, owner.yields == yields, reported.insert(key).inserted else { continue }
                conflicts.append(KeyConflict(view: view, key: key, commands: (commands[owner.command], command)))
            }
        }
        return conflicts
    }
}
