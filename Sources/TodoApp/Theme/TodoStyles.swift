import WorkflowUI

/// The todo app's own styles, beside the framework's `Theme`: a done todo, a due date
/// that has passed or is today, a search match, the mark of a note.
///
/// Unless the app sets them, they match the theme, so `NO_COLOR` turns their colours
/// off too; and each has a meaning that reads without colour: done todos are ticked,
/// overdue dates say "overdue", matches are underlined.
struct TodoStyles: Equatable, Sendable {
    /// A finished todo's row.
    var done: Style
    /// A due date that has passed.
    var overdue: Style
    /// A due date that is today.
    var dueToday: Style
    /// Where a search matched a title.
    var match: Style
    /// The mark of a todo that has a note.
    var noteMarker: Style

    /// The styles that go with `theme`.
    init(matching theme: Theme) {
        if theme.usesColor {
            done = Style(foreground: .green, attributes: .dim)
            overdue = Style(foreground: .red, attributes: .bold)
            dueToday = Style(foreground: .yellow, attributes: .bold)
            match = Style(foreground: .yellow, attributes: [.bold, .underline])
        } else {
            done = Style(attributes: .dim)
            overdue = Style(attributes: [.bold, .underline])
            dueToday = Style(attributes: .bold)
            match = Style(attributes: [.bold, .underline])
        }
        noteMarker = Style(attributes: .dim)
    }
}

private enum TodoStylesKey: ViewEnvironmentKey {
    static let defaultValue: TodoStyles? = nil
}

extension ViewEnvironment {
    /// The todo app's styles: those set here, else those matching `theme`.
    var todoStyles: TodoStyles {
        get { self[TodoStylesKey.self] ?? TodoStyles(matching: theme) }
        set { self[TodoStylesKey.self] = newValue }
    }
}
