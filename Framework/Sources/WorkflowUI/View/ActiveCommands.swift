/// The commands of the views on a focus path, innermost first, each keeping only the keys
/// that reach it: what the footer offers and what a help screen lists, so that both say
/// what a key does rather than what a view asked for.
///
/// Two rules take keys away. From the view that is editing text outwards
/// (`TerminalView.isEditingText`), a key that types text is the text field's. And a key a
/// command gives way on (`KeyCommand.yieldingKeys`) is lost to any other command on the
/// path that has it and does not give way. A command left without a key is dropped; one
/// that had none to begin with (a binding given no key) stays, as it did.
@MainActor
enum ActiveCommands {
    struct Layer {
        var commands: [KeyCommand]
        var isEditingText: Bool
    }

    /// The commands of each of `layers`, in the same order, with the keys that reach them.
    static func resolve(_ layers: [Layer]) -> [[KeyCommand]] {
        let typingFrom = layers.firstIndex(where: \.isEditingText) ?? layers.count
        let givesWay = layers.contains { layer in layer.commands.contains { !$0.yieldingKeys.isEmpty } }
        // Most paths have neither: their commands are kept as they are, arrays and all.
        guard typingFrom < layers.count || givesWay else { return layers.map(\.commands) }
        var firmKeys: Set<KeyEvent> = []
        if givesWay {
            for (index, layer) in layers.enumerated() {
                for command in layer.commands {
                    for key in command.keys where !command.yields(key) && !(index >= typingFrom && key.typesText) {
                        firmKeys.insert(key)
                    }
                }
            }
        }
        return layers.enumerated().map { index, layer in
            let isTyping = index >= typingFrom
            let reaches = { (command: KeyCommand, key: KeyEvent) in
                !(isTyping && key.typesText) && !(command.yields(key) && firmKeys.contains(key))
            }
            guard layer.commands.contains(where: { command in command.keys.contains { !reaches(command, $0) } }) else {
                return layer.commands
            }
            return layer.commands.compactMap { command in
                let kept = command.keys.filter { reaches(command, $0) }
                guard kept.count < command.keys.count else { return command }
                return kept.isEmpty ? nil : command.keeping(kept)
            }
        }
    }
}
