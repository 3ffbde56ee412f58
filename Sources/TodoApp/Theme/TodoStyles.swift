import WorkflowUI

/// The styles only this app needs, beside the framework's `Theme`: a done todo, a due
/// date that has passed or is today, a search match.
///
/// Each has a meaning that reads without colour too: done todos are dimmed and ticked,
/// overdue dates say "overdue", matches are underlined.
struct TodoStyles: Sendable {
    var done: Style
    var overdue: Style
    var dueToday: Style
    var match: Style
    /// The marker of a todo that has a note.
    var noteMarker: Style

    static let standard = TodoStyles(
        done: Style(attributes: .dim),
        overdue: Style(foreground: .red, attributes: .bold),
        dueToday: Style(foreground: .yellow, attributes: .bold),
        match: Style(foreground: .yellow, attributes: [.bold, .underline]),
        noteMarker: Style(attributes: .dim)
    )

    static let monochrome = TodoStyles(
        done: Style(attributes: .dim),
        overdue: Style(attributes: [.bold, .underline]),
        dueToday: Style(attributes: .bold),
        match: Style(attributes: [.bold, .underline]),
        noteMarker: Style(attributes: .dim)
    )
}

private enum TodoStylesKey: ViewEnvironmentKey {
    static let defaultValue: TodoStyles? = nil
}

extension ViewEnvironment {
    /// The app's styles: as set, or the ones that go with the theme.
    var todoStyles: TodoStyles {
        get { self[TodoStylesKey.self] ?? (theme.error.foreground == .default ? .monochrome : .standard) }
        set { self[TodoStylesKey.self] = newValue }
    }
}
