import WorkflowUI

/// One answer to an `Alert`: what the alert calls it, the key that chooses it, how it
/// looks, and what it does.
///
/// ```swift
/// AlertAction(title: "Delete", key: .character("y"), style: .destructive) { sink.send(.delete) }
/// ```
///
/// The alert shows it as its key and title ("y Delete"), and so does the footer. If
/// two actions share a key, the first one gets it.
///
/// The handler runs on the main actor, where sinks are sent to, so a workflow can make
/// its alerts in a helper of its own, outside `render`:
///
/// ```swift
/// private func confirmQuit(sink: Sink<Action>) -> Alert {
///     Alert(title: "Quit?", message: "", actions: [
///         AlertAction(title: "Quit", key: .character("y"), style: .destructive) { sink.send(.quit) },
///     ])
/// }
/// ```
public struct AlertAction {
    public var title: String
    public var key: KeyEvent
    /// More keys that choose the action, not shown: a second Ctrl-C that answers "Quit
    /// without saving?" as y does, say.
    public var otherKeys: [KeyEvent]
    public var style: Style
    public var handler: @MainActor () -> Void

    public init(
        title: String, key: KeyEvent, otherKeys: [KeyEvent] = [], style: Style = .default,
        handler: @escaping @MainActor () -> Void
    ) {
        self.title = title
        self.key = key
        self.otherKeys = otherKeys
        self.style = style
        self.handler = handler
    }

    /// What kind of answer an action is, which decides how it looks and whether Esc
    /// chooses it. The three look different without colour, for `NO_COLOR` users:
    /// bold, plain, and the theme's error style underlined.
    public enum Style: Hashable, Sendable {
        /// The expected answer, in bold.
        case `default`
        /// The answer that changes nothing; Esc chooses it too. Plain.
        case cancel
        /// An answer that destroys something, in the theme's error style, underlined.
        case destructive
    }
}
