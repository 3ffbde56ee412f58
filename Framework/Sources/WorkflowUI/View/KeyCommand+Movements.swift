extension KeyCommand {
    /// One command per list movement, on the keys `bindings` give it, that calls
    /// `move`. The footer names them all with the first: `title` after the up and down
    /// arrows ("↑↓ move"), the letters (j/k) being left to a help screen, which lists
    /// each movement with the text `help` gives it.
    ///
    /// ```swift
    /// KeyCommand.movements(title: "move", bindings: environment.keyBindings,
    ///                      help: { "\($0)" }) { [unowned self] in move($0) }
    /// ```
    public static func movements(
        title: String, bindings: KeyBindings, help: (ListMovement) -> String? = { _ in nil },
        move: @escaping (ListMovement) -> Void
    ) -> [KeyCommand] {
        let upAndDown = bindings.keys(for: .up) + bindings.keys(for: .down)
        let arrows = upAndDown.filter { !$0.isCharacter }
        let label = (arrows.isEmpty ? upAndDown : arrows).map(\.displayName).joined()
        return ListMovement.allCases.map { movement in
            let isFirst = movement == ListMovement.allCases.first
            return KeyCommand(
                isFirst ? title : nil, keys: bindings.keys(for: movement), keyLabel: isFirst ? label : nil,
                help: help(movement)
            ) { move(movement) }
        }
    }
}

extension KeyBindings {
    /// The keys that make `movement`.
    public func keys(for movement: ListMovement) -> [KeyEvent] {
        switch movement {
        case .up: moveUp
        case .down: moveDown
        case .pageUp: pageUp
        case .pageDown: pageDown
        case .first: first
        case .last: last
        }
    }
}
