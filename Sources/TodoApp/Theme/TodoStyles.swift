import WorkflowUI

/// The todo app's own styles, beside the framework's `Theme`: a done todo, a due date
/// that has passed or is today, a search match, the mark of a note.
///
/// Unless the app sets them, they match the theme, so `NO_COLOR` turns their colours
/// off too; and each has a meaning that reads without colour: done todos are ticked,
/// overdue dates say "overdue", matches are underlined.
public struct TodoStyles: Equatable, Sendable, NamedStyles {
    /// A finished todo's row.
    public var done: Style
    /// A due date that has passed.
    public var overdue: Style
    /// A due date that is today.
    public var dueToday: Style
    /// Where a search matched a title.
    public var match: Style
    /// The mark of a todo that has a note.
    public var noteMarker: Style

    public init(done: Style, overdue: Style, dueToday: Style, match: Style, noteMarker: Style) {
        self.done = done
        self.overdue = overdue
        self.dueToday = dueToday
        self.match = match
        self.noteMarker = noteMarker
    }

    /// The styles that go with `theme`: those of the named theme it is, else the
    /// standard ones in colour and the monochrome ones without.
    public init(matching theme: Theme) {
        let name = Theme.names.first { Theme.named($0) == theme }
        self = name.flatMap(Self.named) ?? (theme.usesColor ? .standard : .monochrome)
    }

    /// The styles that go with `Theme.named(name)`.
    public static func named(_ name: String) -> TodoStyles? {
        switch name {
        case "standard": .standard
        case "light": .light
        case "high-contrast": .highContrast
        case "monochrome": .monochrome
        default: nil
        }
    }

    public static let standard = TodoStyles(
        done: Style(foreground: .green, attributes: .dim),
        overdue: Style(foreground: .red, attributes: .bold),
        dueToday: Style(foreground: .yellow, attributes: .bold),
        match: Style(foreground: .yellow, attributes: [.bold, .underline]),
        noteMarker: Style(attributes: .dim)
    )

    /// Yellow fades on white: today's dates and matches take darker colours.
    public static let light = TodoStyles(
        done: Style(foreground: .green),
        overdue: Style(foreground: .red, attributes: .bold),
        dueToday: Style(foreground: .indexed(130), attributes: .bold),
        match: Style(foreground: .blue, attributes: [.bold, .underline]),
        noteMarker: Style(foreground: .indexed(243))
    )

    /// Nothing dim: a done todo is green, a note's mark plain.
    public static let highContrast = TodoStyles(
        done: Style(foreground: .brightGreen),
        overdue: Style(foreground: .brightRed, attributes: [.bold, .underline]),
        dueToday: Style(foreground: .brightYellow, attributes: .bold),
        match: Style(foreground: .black, background: .brightCyan, attributes: .bold),
        noteMarker: Style(foreground: .brightWhite)
    )

    public static let monochrome = TodoStyles(
        done: Style(attributes: .dim),
        overdue: Style(attributes: [.bold, .underline]),
        dueToday: Style(attributes: .bold),
        match: Style(attributes: [.bold, .underline]),
        noteMarker: Style(attributes: .dim)
    )

    /// The styles by the names a settings file gives them (`NamedStyles`).
    public static let namedStyles: [(name: String, path: WritableKeyPath<TodoStyles, Style> & Sendable)] = [
        ("done", \.done),
        ("overdue", \.overdue),
        ("due_today", \.dueToday),
        ("match", \.match),
        ("note_marker", \.noteMarker),
    ]
}

private enum TodoStylesKey: ViewEnvironmentKey {
    static let defaultValue: TodoStyles? = nil
}

extension ViewEnvironment {
    /// The todo app's styles: those set here, else those matching `theme`. Styles set
    /// in colour give way, as the theme does, when it draws without (`NO_COLOR`).
    public var todoStyles: TodoStyles {
        get {
            guard let styles = self[TodoStylesKey.self], theme.usesColor || !styles.usesColor else { return TodoStyles(matching: theme) }
            return styles
        }
        set { self[TodoStylesKey.self] = newValue }
    }
}
