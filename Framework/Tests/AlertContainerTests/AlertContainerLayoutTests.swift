import AlertContainer
import Testing
import WorkflowUI

/// A container laid out without being drawn (covered by a back stack's top item) lays
/// its base out, so that the views inside follow a resize.
@MainActor
struct AlertContainerLayoutTests {
    @Test func layingOutTheContainerLaysOutItsBaseAtItsWholeSize() {
        let registry = ViewRegistry()
        let container = DescribedView(screen: AlertContainerScreen(baseScreen: BaseScreen("base", registry: registry)), environment: .empty)

        container.layOut(at: Size(width: 50, height: 7))

        #expect(registry.liveViews(named: "base").first?.size == Size(width: 50, height: 7))
    }
}
