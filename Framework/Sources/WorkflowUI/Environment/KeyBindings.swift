/// The keys of every `KeyBinding`: each binding's default keys, unless the app gave it
/// others. It travels in the `ViewEnvironment` (`environment.keyBindings`), so that
/// containers, widgets and the app's views agree on them and an app changes them in one
/// place.
///
/// ```swift
/// var bindings = KeyBindings.standard
/// bindings[DeleteContact.self] = [.character("x")]   // an app's own binding
/// bindings.back = [.escape, .control("b")]            // one of the framework's
/// bindings[DeleteContact.self]                        // [.character("x")]
/// ```
public struct KeyBindings: Equatable, Sendable {
    /// Internal: `subscript(dynamic:)` reads and writes it for a binding held as a value.
    var keys: [ObjectIdentifier: [KeyEvent]] = [:]

    /// Every binding on its default keys.
    public init() {}

    /// Every binding on its default keys: arrows and the vi keys j/k/g/G move, Esc goes
    /// back, Ctrl-C quits.
    public static let standard = KeyBindings()

    /// The keys for `binding`: those given here, else its default keys.
    public subscript<Binding: KeyBinding>(binding: Binding.Type) -> [KeyEvent] {
        get { keys[ObjectIdentifier(binding)] ?? Binding.defaultKeys }
        set { keys[ObjectIdentifier(binding)] = newValue }
    }
}

private enum KeyBindingsKey: ViewEnvironmentKey {
    static let defaultValue = KeyBindings.standard
}

extension ViewEnvironment {
    /// The keys of the framework's moves and of the app's own bindings.
    public var keyBindings: KeyBindings {
        get { self[KeyBindingsKey.self] }
        set { self[KeyBindingsKey.self] = newValue }
    }
}
