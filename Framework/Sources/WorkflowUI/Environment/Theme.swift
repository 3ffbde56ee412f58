/// The styles the framework's views and containers draw with, so that an app (or
/// `NO_COLOR`) changes them in one place.
///
/// It holds the framework's slots only. An app adds styles of its own with a
/// `ViewEnvironment` key, and can derive them from `usesColor` so that they follow the
/// theme `TerminalApp.run` picks (colour, or attributes only under `NO_COLOR`):
///
/// ```swift
/// struct ContactStyles: Sendable {
///     var favourite: Style
///     init(matching theme: Theme) {
///         favourite = theme.usesColor ? Style(foreground: .yellow) : .bold
///     }
/// }
/// private enum ContactStylesKey: ViewEnvironmentKey {
///     static let defaultValue: ContactStyles? = nil
/// }
/// extension ViewEnvironment {
///     var contactStyles: ContactStyles {
///         get { self[ContactStylesKey.self] ?? ContactStyles(matching: theme) }
///         set { self[ContactStylesKey.self] = newValue }
///     }
/// }
/// ```
public struct Theme: Hashable, Sendable, NamedStyles {
    /// The header bar along the top of a back stack (`BackStackContainer`): its
    /// background, title and buttons.
    public var bar: Style
    /// The key shown on a bar button, in the footer, in an alert or a help screen.
    public var key: Style
    /// The selected row of a list.
    public var selection: Style
    /// Secondary text: hints, placeholders, counts.
    public var muted: Style
    /// Something the user must notice: an error, a refused save, a destructive choice.
    public var error: Style
    /// The title of a question the user must answer: an alert's (`AlertContainer`).
    public var prompt: Style

    public init(bar: Style, key: Style, selection: Style, muted: Style, error: Style, prompt: Style) {
        self.bar = bar
        self.key = key
        self.selection = selection
        self.muted = muted
        self.error = error
        self.prompt = prompt
    }

    /// Colours on the terminal's default background.
    public static let standard = Theme(
        bar: Style(foreground: .black, background: .cyan),
        key: Style(foreground: .cyan, attributes: .bold),
        selection: Style(attributes: .reverse),
        muted: Style(attributes: .dim),
        error: Style(foreground: .red, attributes: .bold),
        prompt: Style(foreground: .yellow, attributes: .bold)
    )

    /// Dark text on a light background: no yellow or cyan text, which fades on white,
    /// and a pale grey selection.
    public static let light = Theme(
        bar: Style(foreground: .white, background: .blue),
        key: Style(foreground: .blue, attributes: .bold),
        selection: Style(background: .indexed(253)),
        muted: Style(foreground: .indexed(243)),
        error: Style(foreground: .red, attributes: .bold),
        prompt: Style(foreground: .magenta, attributes: .bold)
    )

    /// Bright colours and bold, for low vision or a washed-out screen: nothing dim.
    public static let highContrast = Theme(
        bar: Style(foreground: .black, background: .brightWhite, attributes: .bold),
        key: Style(foreground: .brightYellow, attributes: [.bold, .underline]),
        selection: Style(foreground: .black, background: .brightYellow, attributes: .bold),
        muted: Style(foreground: .brightWhite),
        error: Style(foreground: .brightRed, attributes: [.bold, .underline]),
        prompt: Style(foreground: .brightCyan, attributes: .bold)
    )

    /// Attributes only, for terminals without colour or users who set `NO_COLOR`.
    public static let monochrome = Theme(
        bar: Style(attributes: .reverse),
        key: Style(attributes: .bold),
        selection: Style(attributes: .reverse),
        muted: Style(attributes: .dim),
        error: Style(attributes: [.bold, .underline]),
        prompt: Style(attributes: .bold)
    )
}

// MARK: Themes by name

extension Theme {
    /// The names `named(_:)` knows, as a user writes them in a setting: `"standard"`,
    /// `"light"`, `"high-contrast"`, `"monochrome"`.
    public static let names = ["standard", "light", "high-contrast", "monochrome"]

    /// The theme a user named, or nil for a name not in `names`.
    ///
    /// ```swift
    /// options.theme = Theme.named(setting) ?? .standard
    /// ```
    public static func named(_ name: String) -> Theme? {
        switch name {
        case "standard": .standard
        case "light": .light
        case "high-contrast": .highContrast
        case "monochrome": .monochrome
        default: nil
        }
    }

    /// The slots by the names a settings file gives them (`NamedStyles`).
    public static let namedStyles: [(name: String, path: WritableKeyPath<Theme, Style> & Sendable)] = [
        ("bar", \.bar),
        ("key", \.key),
        ("selection", \.selection),
        ("muted", \.muted),
        ("error", \.error),
        ("prompt", \.prompt),
    ]
}

private enum ThemeKey: ViewEnvironmentKey {
    static let defaultValue = Theme.standard
}

extension ViewEnvironment {
    /// The framework's styles; `TerminalApp.run` sets it from the terminal's colours.
    public var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}
