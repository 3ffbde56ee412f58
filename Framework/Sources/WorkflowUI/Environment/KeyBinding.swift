/// Something the user does with a key, named by a type, with the keys it has unless the
/// app changes them. The framework's moves are bindings (`KeyBindings.Back`,
/// `KeyBindings.MoveUp`, …, `KeyBindings.Quit`), and an app adds its own the same way:
///
/// ```swift
/// enum DeleteContact: KeyBinding {
///     static let defaultKeys: [KeyEvent] = [.character("d"), .delete]
/// }
/// ```
///
/// Views read the keys from the environment, so the footer, the help screen and what
/// the keys do all follow a change:
///
/// ```swift
/// KeyCommand("delete", keys: environment.keyBindings[DeleteContact.self]) { [screen] in
///     screen.onDelete()
/// }
/// ```
///
/// and the app changes them where it starts:
///
/// ```swift
/// var options = TerminalApp.Options()
/// options.environment.keyBindings[DeleteContact.self] = [.character("x")]
/// ```
///
/// Each binding has a ``name``, by which a user's settings give it keys
/// (``KeyBindings/init(keysByName:bindings:usedTogether:whileTyping:)``).
public protocol KeyBinding: Sendable {
    /// The keys until an app gives others.
    static var defaultKeys: [KeyEvent] { get }

    /// What a user calls the command in a settings file: `delete`, `move_up`. Unique
    /// among an app's bindings. By default the type's name in lower case, words joined
    /// by `_` (`DeleteContact` is `delete_contact`); give one to keep it when the type
    /// is renamed.
    static var name: String { get }
}

extension KeyBinding {
    public static var name: String { KeyBindingName.snakeCased(String(describing: self)) }
}

/// The default ``KeyBinding/name``: `MoveUp` is `move_up`.
enum KeyBindingName {
    static func snakeCased(_ typeName: String) -> String {
        var name = ""
        for character in typeName {
            if character.isUppercase, !name.isEmpty { name += "_" }
            name += character.lowercased()
        }
        return name
    }
}
