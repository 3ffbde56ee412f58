import WorkflowUI

/// The todo app's own styles, beside the framework's `Theme`: what only a todo list
/// needs. Unless the app sets them, they match the theme, so `NO_COLOR` turns their
/// colours off too.
struct TodoStyles: Sendable {
    /// A finished todo's done box and title.
    var done: Style

    /// The styles that go with `theme`: green and dimmed in colour, only dimmed without.
    init(matching theme: Theme) {
        done = theme.usesColor ? Style(foreground: .green, attributes: .dim) : Style(attributes: .dim)
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
