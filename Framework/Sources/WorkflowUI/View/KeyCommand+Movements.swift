extension KeyCommand {
    /// One command per list movement, on the keys `bindings` give it, that calls
    /// `move`. The footer names them all with the first: `title` after the up and down
    /// arrows ("↑↓ move"), the letters (j/k) being left to a help screen, which lists
    /// each movement on a line of its own: "move up", "move down a page", "move to the
    /// top" (the title, then the movement's ``ListMovement/description``), unless `help`
    /// says otherwise.
    ///
    /// ```swift
    /// KeyCommand.movements(title: "scroll", bindings: environment.keyBindings) { [unowned self] movement in
    ///     scroll = movement.selection(from: scroll, itemCount: scrollLimit + 1, pageSize: pageSize) ?? 0
    ///     setNeedsDisplay()
    /// }
    /// ```
    ///
    /// The letters that move by default (j, k, g, G) give way to a command of the app's
    /// on the same letter, in the same view or a container around it
    /// (``KeyBindings/yieldingKeys(for:)``): an app's "kill" on k takes k, and ↑ still
    /// moves up. While the view has a focused text field (``TerminalView/isEditingText``)
    /// the letters are typed, and only the other keys move.
    ///
    /// - Parameters:
    ///   - title: The footer's word for moving, and the first word of each help line.
    ///   - bindings: Where the keys come from: the environment's.
    ///   - help: What a help screen says for a movement; nil for one it leaves out. By
    ///     default the title and the movement: "move up", "move to the bottom".
    ///   - move: What a movement does.
    public static func movements(
        title: String, bindings: KeyBindings, help: ((ListMovement) -> String?)? = nil,
        move: @escaping (ListMovement) -> Void
    ) -> [KeyCommand] {
        let upAndDown = bindings.keys(for: .up) + bindings.keys(for: .down)
        let arrows = upAndDown.filter { !$0.isCharacter }
        let label = (arrows.isEmpty ? upAndDown : arrows).map(\.displayName).joined()
        return ListMovement.allCases.map { movement in
            let isFirst = movement == ListMovement.allCases.first
            let helpText = help.map { $0(movement) } ?? "\(title) \(movement)"
            var command = KeyCommand(
                isFirst ? title : nil, keys: bindings.keys(for: movement), keyLabel: isFirst ? label : nil,
                yieldingKeys: bindings.yieldingKeys(for: movement.binding)
            ) { move(movement) }
            // Set apart from the title: nil leaves the movement out of the help, where the
            // initialiser's nil would fall back on the title.
            command.helpText = helpText
            return command
        }
    }
}

extension KeyBindings {
    /// The keys that make `movement`.
    public func keys(for movement: ListMovement) -> [KeyEvent] {
        self[dynamic: movement.binding]
    }
}

extension ListMovement {
    /// The framework's binding for this movement.
    var binding: any KeyBinding.Type {
        switch self {
        case .up: KeyBindings.MoveUp.self
        case .down: KeyBindings.MoveDown.self
        case .pageUp: KeyBindings.PageUp.self
        case .pageDown: KeyBindings.PageDown.self
        case .first: KeyBindings.First.self
        case .last: KeyBindings.Last.self
        }
    }
}
