/// What the quit keys (`environment.keyBindings.quit`, Ctrl-C unless an app changes it)
/// do when they reach the root `WorkflowHostingView` without a view taking them.
///
/// Most apps want `.standard`: the keys quit, and the footer says so. An app whose way
/// out is a screen of its own (a "Save and quit?" question, say) ignores them instead,
/// and lets its views use the keys:
///
/// ```swift
/// let root = WorkflowHostingView(workflow: EditorWorkflow(), quitKeys: .ignored)
/// ```
public enum QuitKeys: Hashable, Sendable {
    /// The keys call the hosting view's `onQuit`, even while a screen loads (they are
    /// never held back with keys typed ahead). The footer offers them as `hint`
    /// ("^C quit"); a nil hint leaves them working, and in help screens, but out of
    /// the footer.
    case quit(hint: String?)
    /// The keys do nothing at the root and the footer does not offer them: the app
    /// gives its own way out, and its views may take the keys for something else.
    case ignored

    /// The keys quit, offered in the footer as "quit".
    public static let standard = QuitKeys.quit(hint: "quit")
}
