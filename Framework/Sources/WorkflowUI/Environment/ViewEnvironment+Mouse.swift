private enum UsesMouseKey: ViewEnvironmentKey {
    static let defaultValue = false
}

extension ViewEnvironment {
    /// Whether the app takes the mouse (`TerminalApp.Options.usesMouse`): a view's help
    /// then says what a click does there, which it would be wrong to offer otherwise.
    ///
    /// ```swift
    /// override var mouseHelp: [KeyHint] {
    ///     environment.usesMouse ? [KeyHint(keys: "click", label: "select the contact")] : []
    /// }
    /// ```
    public var usesMouse: Bool {
        get { self[UsesMouseKey.self] }
        set { self[UsesMouseKey.self] = newValue }
    }
}
