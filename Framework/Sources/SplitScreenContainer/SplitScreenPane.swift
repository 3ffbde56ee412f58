/// One side of a `SplitScreen`.
///
/// ```swift
/// SplitScreen(leadingScreen: list, trailingScreen: detail, focusedPane: .trailing)
/// ```
public enum SplitScreenPane: Hashable, Sendable {
    /// The left pane.
    case leading
    /// The right pane.
    case trailing
}
