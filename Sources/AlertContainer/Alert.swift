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

    public init(title: String, message: String, actions: [AlertAction]) {
        self.title = title
        self.message = message
        self.actions = actions
    }
}
