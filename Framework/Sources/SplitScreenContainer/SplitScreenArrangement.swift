/// How a split shows its panes at the width it has: both side by side, or the focused one
/// alone (below the split's `minimumWidth`).
///
/// A workflow that does work only for a pane the user can see (reads the selected item
/// for a detail pane, say) is told the arrangement through `SplitScreen`'s
/// `onArrangementChange`, and renders that pane's workflow only while it is shown:
///
/// ```swift
/// let detail = state.arrangement == .sideBySide
///     ? ContactWorkflow(id: selected).rendered(in: context).asAnyScreen()
///     : PlaceholderScreen().asAnyScreen()
/// return SplitScreen(leadingScreen: list, trailingScreen: detail, minimumWidth: 100) { arrangement in
///     sink.send(.arranged(arrangement))
/// }
/// ```
public enum SplitScreenArrangement: Hashable, Sendable {
    /// Both panes, with the separator between them.
    case sideBySide
    /// Only the focused pane, across the whole width.
    case focusedPaneAlone
}
