/// The styles views draw with, so that an app (or `NO_COLOR`) changes them in one place.
public struct Theme: Sendable {
    /// The header bar of a back stack.
    public var bar: Style
    /// The key shown on a bar button or in the footer.
    public var key: Style
    /// The selected row of a list.
    public var selection: Style
    /// Secondary text: hints, placeholders, counts.
    public var muted: Style
    /// Something the user must notice: an error, a refused save.
    public var error: Style
    /// A question waiting for an answer ("Delete …? (y/n)").
    public var prompt: Style
    /// Text of finished items.
    public var done: Style

    public init(bar: Style, key: Style, selection: Style, muted: Style, error: Style, prompt: Style, done: Style) {
        self.bar = bar
        self.key = key
        self.selection = selection
        self.muted = muted
        self.error = error
        self.prompt = prompt
        self.done = done
    }

    /// Colours on the terminal's default background.
    public static let standard = Theme(
        bar: Style(foreground: .black, background: .cyan),
        key: Style(foreground: .cyan, attributes: .bold),
        selection: Style(attributes: .reverse),
        muted: Style(attributes: .dim),
        error: Style(foreground: .red, attributes: .bold),
        prompt: Style(foreground: .yellow, attributes: .bold),
        done: Style(attributes: .dim)
    )

    /// Attributes only, for terminals without colour or users who set `NO_COLOR`.
    public static let monochrome = Theme(
        bar: Style(attributes: .reverse),
        key: Style(attributes: .bold),
        selection: Style(attributes: .reverse),
        muted: Style(attributes: .dim),
        error: Style(attributes: [.bold, .underline]),
        prompt: Style(attributes: .bold),
        done: Style(attributes: .dim)
    )
}

private enum ThemeKey: ViewEnvironmentKey {
    static let defaultValue = Theme.standard
}

extension ViewEnvironment {
    public var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}
