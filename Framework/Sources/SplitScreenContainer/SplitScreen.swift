import WorkflowUI

/// Two screens side by side: a leading pane (a list, say) and a trailing one (the
/// selected item), with a one-column separator between them.
///
/// ```swift
/// SplitScreen(
///     leadingScreen: listScreen,
///     trailingScreen: detailScreen,
///     focusedPane: state.isEditing ? .trailing : .leading
/// )
/// ```
///
/// Each pane keeps its view while the screen type on its side stays the same, and
/// gets a new one when the type changes; its environment's `viewSize` is the pane's
/// own size. Keys go to the focused pane first and then bubble up past the split as
/// usual; the unfocused pane gets none. Which pane has the focus is something the
/// workflow renders: to move it (on Tab, say), render the split again with the other
/// `focusedPane`.
///
/// The separator's top cell points at the focused pane ("◂" or "▸") in the theme's
/// key style, so the focus shows without colour too.
///
/// Below `minimumWidth` columns, or when the width leaves either pane fewer than 10,
/// only the focused pane is shown, across the whole width: the split never crashes and
/// never shows a pane too narrow to read, and it reads like a back stack on a narrow
/// terminal (the list; the item once it has the focus).
public struct SplitScreen<LeadingScreenType: Screen, TrailingScreenType: Screen>: Screen {
    public typealias Pane = SplitScreenPane

    public var leadingScreen: LeadingScreenType
    public var trailingScreen: TrailingScreenType
    /// The leading pane's share of the columns the separator leaves, from 0 to 1 (a
    /// value outside is taken as the nearer end, not a number as a third); the trailing
    /// pane has the rest.
    public var ratio: Double
    /// The pane that gets the keys.
    public var focusedPane: Pane
    /// Narrower than this many columns, only the focused pane is shown, across the whole
    /// width: a list on a narrow terminal, its item once the item has the focus. Both
    /// panes keep their views meanwhile, so a resize across the width loses nothing
    /// (a cursor, a scroll position).
    public var minimumWidth: Int
    /// Told how the panes are arranged once the split knows its width, and again each
    /// time a resize changes it, whether the split is drawn or covered (by a screen
    /// pushed over it on a back stack, say); once the frame is written, never while it
    /// is drawn. A workflow uses it to do a pane's work (reading what it shows) only
    /// while the pane is shown, or to push a pane's screen over the split only while
    /// the split shows the other pane alone: the arrangement is the view's to know, since
    /// only the view knows the width.
    public var onArrangementChange: ((SplitScreenArrangement) -> Void)?

    public init(
        leadingScreen: LeadingScreenType, trailingScreen: TrailingScreenType, ratio: Double = 1.0 / 3.0,
        focusedPane: Pane = .leading, minimumWidth: Int = 0,
        onArrangementChange: ((SplitScreenArrangement) -> Void)? = nil
    ) {
        self.leadingScreen = leadingScreen
        self.trailingScreen = trailingScreen
        self.ratio = ratio
        self.focusedPane = focusedPane
        self.minimumWidth = minimumWidth
        self.onArrangementChange = onArrangementChange
    }

    public func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        SplitScreenView.description(for: asAnyPanes(), environment: environment)
    }

    /// Erases the panes' screen types so that every split shares one view class, and a
    /// new type on one side swaps only that pane's view.
    private func asAnyPanes() -> SplitScreen<AnyScreen, AnyScreen> {
        SplitScreen<AnyScreen, AnyScreen>(
            leadingScreen: AnyScreen(leadingScreen), trailingScreen: AnyScreen(trailingScreen), ratio: ratio,
            focusedPane: focusedPane, minimumWidth: minimumWidth, onArrangementChange: onArrangementChange
        )
    }
}
