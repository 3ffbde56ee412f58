import SplitScreenContainer
import Testing
import WorkflowUI

/// A split laid out without being drawn lays out the panes it shows.
@MainActor
struct SplitLayoutTests {
    private let registry = ViewRegistry()

    private func split(minimumWidth: Int) -> DescribedView {
        DescribedView(screen: SplitScreen(
            leadingScreen: PaneScreen("list", registry: registry), trailingScreen: PaneScreen("detail", registry: registry),
            minimumWidth: minimumWidth
        ), environment: .empty)
    }

    @Test func layingOutASplitLaysOutBothPanesSideBySide() {
        let root = split(minimumWidth: 0)
        root.layOut(at: Size(width: 61, height: 3))

        #expect(registry.liveViews(named: "list").first?.size == Size(width: 20, height: 3))
        #expect(registry.liveViews(named: "detail").first?.size == Size(width: 40, height: 3))
    }

    @Test func aPaneTheSplitHasNoRoomForKeepsTheSizeItHad() {
        let root = split(minimumWidth: 100)
        root.layOut(at: Size(width: 120, height: 3))
        root.layOut(at: Size(width: 80, height: 3))

        #expect(registry.liveViews(named: "list").first?.size == Size(width: 80, height: 3), "the focused pane, alone")
        #expect(registry.liveViews(named: "detail").first?.size == Size(width: 79, height: 3), "hidden: as it was shown last")
    }
}
