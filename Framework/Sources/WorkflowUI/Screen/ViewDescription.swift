/// How to show one screen: which kind of view, how to build one, and how to bring an
/// existing one up to date.
///
/// Containers keep a view while the kind stays the same and update it in place; when
/// the kind changes they build a new view and drop the old one.
@MainActor
public struct ViewDescription {
    /// The view class; two descriptions with the same kind can update each other's views.
    public let kind: TerminalView.Type
    private let build: () -> TerminalView
    private let update: (TerminalView) -> Void

    public init<View: TerminalView>(
        kind: View.Type,
        build: @escaping () -> View,
        update: @escaping (View) -> Void
    ) {
        self.kind = kind
        self.build = build
        self.update = { view in
            guard let view = view as? View else {
                fatalError("\(type(of: view)) cannot show a screen described for \(View.self). Check canUpdate(view:) first.")
            }
            update(view)
        }
    }

    /// Whether `view` is of this description's kind, so it can be updated in place.
    public func canUpdate(view: TerminalView) -> Bool {
        type(of: view) == kind
    }

    /// A new view showing the screen.
    public func buildView() -> TerminalView {
        build()
    }

    /// Shows the screen in an existing view of the same kind.
    public func update(view: TerminalView) {
        update(view)
    }
}
