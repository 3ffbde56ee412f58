import ModalContainer
import Testing
import WorkflowUI

/// A container laid out without being drawn (covered by a back stack's top item) lays
/// its base and its modals out, so that the views inside follow a resize.
@MainActor
struct ModalContainerLayoutTests {
    @Test func layingOutTheContainerLaysOutItsBaseAndEachModalInsideTheFrame() {
        let registry = ViewRegistry()
        let screen = ModalContainerScreen(
            baseScreen: BaseScreen("base", registry: registry),
            modals: ["help", "about"].map { ModalContainerScreenModal(screen: SheetScreen(name: $0, registry: registry), key: $0) }
        )
        let container = DescribedView(screen: screen, environment: .empty)

        container.layOut(at: Size(width: 30, height: 8))

        #expect(registry.liveViews(named: "base").first?.size == Size(width: 30, height: 8))
        #expect(registry.liveViews(named: "help").first?.size == Size(width: 22, height: 4), "covered by the top modal")
        #expect(registry.liveViews(named: "about").first?.size == Size(width: 22, height: 4))
    }
}
