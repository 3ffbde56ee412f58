/// A set of styles that a settings file changes one by one, by name: the framework's
/// `Theme`, and an app's own (the todo app's `TodoStyles`).
///
/// ```swift
/// var theme = Theme.light
/// theme[styleNamed: "selection"] = Style(background: Color("#d0d0ff")!)
/// Theme.styleNames  // ["bar", "key", "selection", "muted", "error", "prompt"]
/// ```
public protocol NamedStyles {
    /// Each style by the name a settings file gives it, in the order they are listed.
    static var namedStyles: [(name: String, path: WritableKeyPath<Self, Style> & Sendable)] { get }
}

extension NamedStyles {
    /// The names of the styles, as ``subscript(styleNamed:)`` reads them.
    public static var styleNames: [String] { namedStyles.map(\.name) }

    /// A style by its name in ``styleNames``; nil (and setting does nothing) for any
    /// other name.
    public subscript(styleNamed name: String) -> Style? {
        get { Self.namedStyles.first { $0.name == name }.map { self[keyPath: $0.path] } }
        set {
            guard let newValue, let style = Self.namedStyles.first(where: { $0.name == name }) else { return }
            self[keyPath: style.path] = newValue
        }
    }

    /// Whether any of the styles draws in colour.
    public var usesColor: Bool {
        Self.namedStyles.contains { self[keyPath: $0.path].usesColor }
    }
}

extension Style {
    /// Whether the style draws in colour, foreground or background.
    public var usesColor: Bool { foreground != .default || background != .default }
}
