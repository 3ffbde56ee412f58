/// Keys a text widget edits with, what a help screen says they do, and the edit.
///
/// `TextField` and `TextArea` handle their keys through their `editingKeys` lists, and
/// a help screen lists the same values, so what the help promises is what the keys do:
///
/// ```swift
/// KeyHelpList(entries: editorCommands.compactMap(\.helpEntry)
///     + TextArea.editingKeys.map(\.helpEntry))
/// ```
///
/// Typing and pasting are not listed: every printable key inserts itself.
public struct TextEditingKey<Widget>: Sendable {
    /// The keys, in the order a help screen names them.
    public let keys: [KeyEvent]
    /// What a help screen says they do ("move by a word").
    public let help: String
    let edit: @Sendable (inout Widget, KeyEvent) -> TextEditResult

    init(_ keys: [KeyEvent], _ help: String, edit: @escaping @Sendable (inout Widget, KeyEvent) -> TextEditResult) {
        self.keys = keys
        self.help = help
        self.edit = edit
    }

    /// The help screen's row: every key by name ("^← ^→ M-b M-f") and what they do.
    public var helpEntry: KeyHint {
        KeyHint(keys: keys.map(\.displayName).joined(separator: " "), label: help)
    }
}

extension Array {
    /// Applies the edit bound to `key` in these lists, or returns `.ignored` when none
    /// is bound to it.
    func edit<Widget>(_ widget: inout Widget, with key: KeyEvent) -> TextEditResult
    where Element == TextEditingKey<Widget> {
        guard let binding = first(where: { $0.keys.contains(key) }) else { return .ignored }
        return binding.edit(&widget, key)
    }
}

/// The word keys both text widgets share: readline's, plus Ctrl with the arrows.
let wordLeftKeys: [KeyEvent] = [.modified(.left, .control), .alt("b"), .modified(.left, .alt)]
let wordRightKeys: [KeyEvent] = [.modified(.right, .control), .alt("f"), .modified(.right, .alt)]
let deleteWordBackwardKeys: [KeyEvent] = [.control("w"), .modified(.backspace, .alt)]

/// Pairs of keys side by side ("^← ^→ M-b M-f"), as a help screen reads best.
func interleaved(_ first: [KeyEvent], _ second: [KeyEvent]) -> [KeyEvent] {
    zip(first, second).flatMap { [$0, $1] }
}
