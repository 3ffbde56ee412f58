import WorkflowUI

/// The game's commands a player can give other keys, each a `KeyBinding` named as
/// `TICTACTOE_KEYS` names it, with the framework's `back` (quit the game) and `quit`.
/// The board's view reads its keys from the environment, so the footer follows them.
///
/// ```swift
/// // TICTACTOE_KEYS="mark=x,Enter cursor_left=h cursor_down=j cursor_up=k cursor_right=l"
/// let bindings = try TicTacToeKeys.bindings(setting: "cursor_left=h cursor_right=l")
/// bindings[TicTacToeKeys.CursorLeft.self]   // [.character("h")]
/// ```
public enum TicTacToeKeys {
    /// Marks the square under the cursor.
    public enum Mark: KeyBinding {
        public static let defaultKeys: [KeyEvent] = [.enter, .character(" ")]
    }

    public enum CursorLeft: KeyBinding {
        public static let defaultKeys: [KeyEvent] = [.left]
    }

    public enum CursorUp: KeyBinding {
        public static let defaultKeys: [KeyEvent] = [.up]
    }

    public enum CursorDown: KeyBinding {
        public static let defaultKeys: [KeyEvent] = [.down]
    }

    public enum CursorRight: KeyBinding {
        public static let defaultKeys: [KeyEvent] = [.right]
    }

    /// The board's commands, which answer keys together (with back and quit).
    public static let board: [any KeyBinding.Type] = [
        Mark.self, CursorLeft.self, CursorUp.self, CursorDown.self, CursorRight.self,
        KeyBindings.Back.self, KeyBindings.Quit.self,
    ]

    /// The variable that gives the keys: `name=key,key` entries separated by spaces.
    public static let variable = "TICTACTOE_KEYS"

    /// Bindings from a setting such as `mark=x,Enter cursor_left=h`: each entry a command's
    /// name (`mark`, `cursor_left`, `cursor_up`, `cursor_down`, `cursor_right`, `back`,
    /// `quit`), `=`, and its keys as the footer spells them, separated by commas.
    /// - Throws: A `KeyBindingsError` for a name or key that is none, or a key two
    ///   commands would share; a ``KeySettingError`` for an entry without `=`.
    public static func bindings(setting: String) throws -> KeyBindings {
        var keysByName: [String: [String]] = [:]
        for entry in setting.split(whereSeparator: \.isWhitespace) {
            guard let equals = entry.firstIndex(of: "=") else { throw KeySettingError(entry: String(entry)) }
            let keys = entry[entry.index(after: equals)...].split(separator: ",").map(String.init)
            keysByName[String(entry[..<equals]), default: []] += keys
        }
        return try KeyBindings(keysByName: keysByName, bindings: board, usedTogether: [board])
    }
}

/// An entry of `TICTACTOE_KEYS` that is not `name=keys`.
public struct KeySettingError: Error, Equatable, CustomStringConvertible {
    public var entry: String

    public var description: String {
        "\"\(entry)\" is not a command and its keys: write name=key,key, as mark=x,Enter."
    }
}
