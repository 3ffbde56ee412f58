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
public protocol KeyBinding {
    /// The keys until an app gives others.
    static var defaultKeys: [KeyEvent] { get }
}
