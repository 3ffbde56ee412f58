import AlertContainer
import Testing
import WorkflowUI

/// An alert container lists its base screen for `first(_:)`, with or without an alert.
@MainActor
@Suite struct BaseScreenLookupTests {
    @Test func theBaseIsFoundUnderAnAlert() {
        let screen = AlertContainerScreen(
            baseScreen: BaseScreen("list").asAnyScreen(),
            alert: Alert(title: "Sure?", message: "", actions: [AlertAction(title: "Yes", key: .character("y")) {}])
        )
        #expect(screen.first(BaseScreen.self)?.name == "list")
    }
}
