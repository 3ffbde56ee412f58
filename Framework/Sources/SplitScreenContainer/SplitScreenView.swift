import WorkflowUI

/// Shows a split's two panes side by side, each in its own `DescribedView`, and gives
/// the keys to the focused one (see `SplitScreen`).
@MainActor
final class SplitScreenView: ScreenView<SplitScreen<AnyScreen, AnyScreen>> {
    private let leading: DescribedView
    private let trailing: DescribedView
    /// The size this view was laid out at; until then, the size its container gave.
    private var laidOutSize: Size?
    /// The arrangement last reported through the screen's `onArrangementChange`.
    private var reportedArrangement: SplitScreenArrangement?

    required init(screen: SplitScreen<AnyScreen, AnyScreen>, environment: ViewEnvironment) {
        let areas = Self.layout(of: screen).areas(in: Rect(size: environment.viewSize))
        leading = DescribedView(screen: screen.leadingScreen, environment: Self.environment(environment, for: areas.leading))
        trailing = DescribedView(screen: screen.trailingScreen, environment: Self.environment(environment, for: areas.trailing))
        super.init(screen: screen, environment: environment)
        adopt(leading)
        adopt(trailing)
    }

    override func screenDidChange(from previousScreen: SplitScreen<AnyScreen, AnyScreen>, previousEnvironment: ViewEnvironment) {
        updatePanes()
    }

    /// Lays out the panes shown, drawn or not; a hidden one keeps its size (and its view).
    override func layout() {
        laidOutSize = size
        let areas = updatePanes()
        for pane in [SplitScreenPane.leading, .trailing] where !areas[pane].isEmpty {
            view(of: pane).layOut(at: areas[pane].size)
        }
    }

    /// Gives each pane its screen and size, and tells the arrangement.
    @discardableResult
    private func updatePanes() -> SplitScreenLayout.Areas {
        let areas = Self.layout(of: screen).areas(in: Rect(size: laidOutSize ?? environment.viewSize))
        leading.update(screen: screen.leadingScreen, environment: Self.environment(environment, for: areas.leading))
        trailing.update(screen: screen.trailingScreen, environment: Self.environment(environment, for: areas.trailing))
        report(areas)
        return areas
    }

    /// Tells the screen's workflow the arrangement when it is new to it, once the split
    /// knows its size from being laid out (the environment's may be a default). The
    /// split is laid out whether it is drawn or not (its container lays out the views it
    /// covers too), so a resize is told either way.
    ///
    /// Not at once: this runs while a rendering is shown or a frame laid out, and the
    /// action the callback sends renders the tree again, which must not happen halfway
    /// through either. Once the frame is written, as a list tells its selection.
    private func report(_ areas: SplitScreenLayout.Areas) {
        guard let onArrangementChange = screen.onArrangementChange, let laidOutSize, !laidOutSize.isEmpty else { return }
        let arrangement = areas.arrangement
        guard arrangement != reportedArrangement else { return }
        reportedArrangement = arrangement
        afterFrame { onArrangementChange(arrangement) }
    }

    private static func layout(of screen: SplitScreen<AnyScreen, AnyScreen>) -> SplitScreenLayout {
        SplitScreenLayout(ratio: screen.ratio, focusedPane: screen.focusedPane, minimumWidth: screen.minimumWidth)
    }

    /// The split's environment, told the pane's size.
    private static func environment(_ environment: ViewEnvironment, for area: Rect) -> ViewEnvironment {
        var paneEnvironment = environment
        paneEnvironment.viewSize = area.size
        return paneEnvironment
    }

    override var focusedChild: TerminalView? {
        view(of: screen.focusedPane)
    }

    /// Both panes take clicks, not only the focused one; a pane the split has no room
    /// for takes none.
    override var childrenUnderMouse: [TerminalView] {
        let areas = Self.layout(of: screen).areas(in: Rect(size: laidOutSize ?? environment.viewSize))
        return [SplitScreenPane.leading, .trailing].filter { !areas[$0].isEmpty }.map(view(of:))
    }

    /// The panes and the separator between them cover all of it.
    override var drawsIncrementally: Bool { true }
    /// The separator as drawn last and where: one that would look the same in the same
    /// place is left as it is when only a pane changed (a list key at a wide size).
    private var drawnSeparator: (separator: SplitSeparator, area: Rect)?

    /// Draws the unfocused pane first and hides any cursor it shows, since it gets no
    /// keys; then the focused one, whose cursor stays.
    override func draw(in canvas: Canvas) {
        let areas = Self.layout(of: screen).areas(in: canvas.bounds)
        let focusedPane = screen.focusedPane
        let unfocusedPane: SplitScreenPane = focusedPane == .leading ? .trailing : .leading
        render(unfocusedPane, in: areas, of: canvas, showingCursor: false)
        if let area = areas.separator {
            let separator = SplitSeparator(focusedPane: focusedPane, theme: environment.theme)
            if canvas.isBlank || drawnSeparator?.separator != separator || drawnSeparator?.area != area {
                separator.draw(in: canvas.region(area))
                drawnSeparator = (separator, area)
            }
        } else {
            drawnSeparator = nil
        }
        render(focusedPane, in: areas, of: canvas, showingCursor: true)
    }

    private func render(_ pane: SplitScreenPane, in areas: SplitScreenLayout.Areas, of canvas: Canvas, showingCursor: Bool) {
        let area = areas[pane]
        guard !area.isEmpty else { return }
        let paneCanvas = canvas.region(area)
        view(of: pane).render(in: paneCanvas)
        if !showingCursor { paneCanvas.hideCursor() }
    }

    private func view(of pane: SplitScreenPane) -> DescribedView {
        pane == .leading ? leading : trailing
    }
}
