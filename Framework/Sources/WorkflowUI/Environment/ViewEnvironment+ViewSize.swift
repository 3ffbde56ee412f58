extension ViewEnvironment {
    /// The size of the area a container gives this screen's view: a pane of a split
    /// screen, the rows under a back stack's header bar, the inside of a modal's
    /// frame. `terminalSize` stays the size of the whole terminal.
    ///
    /// Until a container sets it, it is the terminal size. The root
    /// `WorkflowHostingView` sets it to the rows above its footer, and every container
    /// sets it for each child to the area it draws that child in.
    ///
    /// ```swift
    /// func viewDescription(environment: ViewEnvironment) -> ViewDescription {
    ///     environment.viewSize.width < 60
    ///         ? CompactListView.description(for: self, environment: environment)
    ///         : ListView.description(for: self, environment: environment)
    /// }
    /// ```
    ///
    /// A view's own `size` is the size it is laid out at, where it is drawn (or would be,
    /// for a view a container keeps but covers), and is what drawing goes by; this
    /// value is for decisions made before a view is laid out, such as a screen's
    /// choice of view. After a resize it can be a frame behind until the container
    /// is laid out again, which happens before anything is drawn.
    public var viewSize: Size {
        get { storedViewSize ?? terminalSize }
        set { storedViewSize = newValue }
    }
}
