/// A question a view asks with y or n while it captures the keys (see
/// `TerminalView.capturesKeys`): y answers yes, n or Esc answers no, and so does any
/// other key, except a quit key, which is let go to reach the app.
///
/// ```swift
/// override var keyCommands: [KeyCommand] {
///     isAsking ? discardQuestion.keyCommands : editingCommands
/// }
///
/// override func handle(_ key: KeyEvent) -> Bool {
///     if super.handle(key) { return true }
///     return isAsking ? discardQuestion.answer(otherKey: key, bindings: environment.keyBindings) : false
/// }
///
/// private var discardQuestion: YesNoQuestion {
///     YesNoQuestion(yes: "discard", no: "keep editing") { [screen] in screen.onAnswerDiscard($0) }
/// }
/// ```
@MainActor
public struct YesNoQuestion {
    /// What the footer says each answer does.
    public var yes: String
    public var no: String
    public var onAnswer: (_ isYes: Bool) -> Void

    public init(yes: String, no: String, onAnswer: @escaping (_ isYes: Bool) -> Void) {
        self.yes = yes
        self.no = no
        self.onAnswer = onAnswer
    }

    /// y (or Y) for yes; n, N or Esc for no. The footer shows "y <yes>  n <no>".
    public var keyCommands: [KeyCommand] {
        let onAnswer = self.onAnswer
        return [
            KeyCommand(yes, keys: [.character("y"), .character("Y")], keyLabel: "y") { onAnswer(true) },
            KeyCommand(no, keys: [.character("n"), .character("N"), .escape], keyLabel: "n") { onAnswer(false) },
        ]
    }

    /// Answers no to a key the commands did not take and returns true, or returns
    /// false for a quit key, which must still reach the app.
    public func answer(otherKey key: KeyEvent, bindings: KeyBindings) -> Bool {
        guard !bindings.quit.contains(key) else { return false }
        onAnswer(false)
        return true
    }
}
