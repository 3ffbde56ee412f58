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

/// `shownAlert` finds the alert up in a screen, through the containers around it.
@MainActor
@Suite struct ShownAlertTests {
    private let question = Alert(title: "Sure?", message: "", actions: [AlertAction(title: "Yes", key: .character("y")) {}])

    @Test func theAlertUpIsFoundThroughTheScreensAroundIt() {
        let screen = AlertContainerScreen(baseScreen: BaseScreen("list"), alert: question).asAnyScreen()
        #expect(screen.shownAlert?.title == "Sure?")
    }

    @Test func withNoAlertUpThereIsNone() {
        #expect(AlertContainerScreen(baseScreen: BaseScreen("list")).shownAlert == nil)
        #expect(BaseScreen("list").shownAlert == nil)
    }

    @Test func theOuterAlertIsTheOneShown() {
        let inner = AlertContainerScreen(baseScreen: BaseScreen("list"), alert: Alert(title: "Inner?", message: "", actions: []))
        #expect(AlertContainerScreen(baseScreen: inner, alert: question).shownAlert?.title == "Sure?")
        #expect(AlertContainerScreen(baseScreen: inner).shownAlert?.title == "Inner?")
    }
}
