/// A set of styles that a settings file changes one by one, by name: the framework's
/// `Theme`, and an app's own (the todo app's `TodoStyles`). ``applying(_:otherStyleNames:)``
/// makes a user's ``StyleChange``s to them.
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

    /// These styles with a user's changes made, each to the style it names: the styles
    /// from a settings file, as ``KeyBindings/init(keysByName:bindings:usedTogether:whileTyping:)``
    /// gives the keys. A style not named stays as it is.
    ///
    /// ```swift
    /// let theme = try Theme.light.applying([
    ///     "selection": StyleChange(foreground: .yellow, bold: true),
    ///     "key": StyleChange(spelling: "bg:#303030"),
    /// ])
    /// ```
    ///
    /// - Parameters:
    ///   - changes: What changes of each style named, by its name in ``styleNames``.
    ///   - otherStyleNames: The names of styles the same settings change elsewhere, such
    ///     as an app's own beside its ``Theme``: a change to one of them is left alone
    ///     here rather than refused.
    /// - Throws: ``StyleChangeError/unknownStyle(_:known:)`` for a name that is neither
    ///   one of ``styleNames`` nor of `otherStyleNames`, with all of them.
    public func applying(_ changes: [String: StyleChange], otherStyleNames: [String] = []) throws(StyleChangeError) -> Self {
        var styles = self
        for name in changes.keys.sorted() {
            guard let change = changes[name] else { continue }
            if let path = Self.namedStyles.first(where: { $0.name == name })?.path {
                styles[keyPath: path] = change.applied(to: styles[keyPath: path])
            } else if !otherStyleNames.contains(name) {
                throw .unknownStyle(name, known: Self.styleNames + otherStyleNames)
            }
        }
        return styles
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
