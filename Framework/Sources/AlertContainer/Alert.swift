/// A question for the user: a title, a message that says more, and the actions that
/// answer it, each on its own key.
///
/// ```swift
/// Alert(
///     title: "Discard your changes?",
///     message: "The note you typed will be lost.",
///     actions: [
///         AlertAction(title: "Discard", key: .character("y"), style: .destructive) { sink.send(.discard) },
///         AlertAction(title: "Keep editing", key: .character("n"), style: .cancel) { sink.send(.keepEditing) },
///     ]
/// )
/// ```
///
/// Shown by an `AlertContainerScreen`. The message is wrapped to the box's width and
/// may hold line breaks; an empty title or message leaves its row out.
public struct Alert {
    public var title: String
    public var message: String
    public var actions: [AlertAction]
    /// Whether keys that reach the alert before it is on screen are dropped rather than
    /// taken as an answer: keys typed ahead, or held while content loaded, were meant for
    /// what the user expected to see. For a question that pops up unasked and whose answer
    /// loses work; a question the user's own key just asked ("d", then "y") takes keys
    /// typed ahead as usual. After one answer, the next question must be drawn too.
    public var ignoresKeysTypedAhead: Bool

    public init(title: String, message: String, actions: [AlertAction], ignoresKeysTypedAhead: Bool = false) {
        self.title = title
        self.message = message
        self.actions = actions
        self.ignoresKeysTypedAhead = ignoresKeysTypedAhead
    }
}
