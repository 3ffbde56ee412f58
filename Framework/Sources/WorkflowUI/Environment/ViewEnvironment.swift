/// A key for a value in the `ViewEnvironment`, with the value used when nobody set one.
///
/// ```swift
/// enum CompactModeKey: ViewEnvironmentKey {
///     static let defaultValue = false
/// }
/// extension ViewEnvironment {
///     var isCompact: Bool {
///         get { self[CompactModeKey.self] }
///         set { self[CompactModeKey.self] = newValue }
///     }
/// }
/// ```
public protocol ViewEnvironmentKey {
    associatedtype Value: Sendable
    static var defaultValue: Value { get }
}

/// Values that flow down the view tree with every screen: the terminal size, the theme,
/// the key bindings, and anything an app adds with its own keys.
///
/// Containers may adapt the environment for their children (a back stack, for example,
/// could hand its children a smaller size).
public struct ViewEnvironment: Sendable {
    /// The values set, in a box that setting one replaces: two environments with the
    /// same box hold the same values (`isKnownEqual(to:)`) without comparing any.
    private var values = Values(byKey: [:])

    private final class Values: Sendable {
        let byKey: [ObjectIdentifier: AnyValueBox]
        init(byKey: [ObjectIdentifier: AnyValueBox]) { self.byKey = byKey }
    }

    /// A value as the dictionary keeps it: in a box of its key's value type, which a
    /// read takes it out of without the runtime's cast from `any Sendable` (views read
    /// the theme and the key bindings several times a frame).
    private class AnyValueBox: @unchecked Sendable {}

    private final class ValueBox<Value: Sendable>: AnyValueBox, @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// The sizes are kept beside the dictionary, not in it: every container sets
    /// `viewSize` for each child on every rendering, and a value in the dictionary
    /// copied the whole dictionary each time.
    var storedTerminalSize: Size?
    var storedViewSize: Size?

    /// An environment with every key at its default.
    public static let empty = ViewEnvironment()

    public init() {}

    public subscript<Key: ViewEnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            // Only this subscript stores under a key's identifier, always in a box of
            // that key's value type.
            guard let box = values.byKey[ObjectIdentifier(key)] else { return Key.defaultValue }
            return unsafeDowncast(box, to: ValueBox<Key.Value>.self).value
        }
        set {
            var byKey = values.byKey
            byKey[ObjectIdentifier(key)] = ValueBox(newValue)
            values = Values(byKey: byKey)
        }
    }

    /// Whether `other` holds the same values for certain: it is a copy of this one, or
    /// of the same environment, with the same sizes. False says nothing: an equal value
    /// set again counts as a change.
    func isKnownEqual(to other: ViewEnvironment) -> Bool {
        values === other.values && storedTerminalSize == other.storedTerminalSize && storedViewSize == other.storedViewSize
    }

    /// A copy with one value changed.
    public func setting<Key: ViewEnvironmentKey>(_ key: Key.Type, to value: Key.Value) -> ViewEnvironment {
        var environment = self
        environment[key] = value
        return environment
    }
}

extension ViewEnvironment {
    /// The size of the whole terminal, in columns and rows.
    public var terminalSize: Size {
        get { storedTerminalSize ?? Size(width: 80, height: 24) }
        set { storedTerminalSize = newValue }
    }
}
