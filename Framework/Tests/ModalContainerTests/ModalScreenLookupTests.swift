import ModalContainer
import Testing
import WorkflowUI

/// A modal container lists its base, then its modals' screens, for `first(_:)`.
@MainActor
@Suite struct ModalScreenLookupTests {
    @Test func theBaseAndEveryModalAreFoundTopModalLast() {
        let screen = ModalContainerScreen(
            baseScreen: BaseScreen("list"),
            modals: [
                ModalContainerScreenModal(screen: SheetScreen(name: "help"), key: "help"),
                ModalContainerScreenModal(screen: SheetScreen(name: "picker"), key: "picker"),
            ]
        )
        #expect(screen.first(BaseScreen.self)?.name == "list")
        #expect(screen.all(SheetScreen.self).map(\.name) == ["help", "picker"])
    }
}
