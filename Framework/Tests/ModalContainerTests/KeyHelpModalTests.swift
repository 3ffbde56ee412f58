import Foundation
import ModalContainer
import TerminalTesting
import Testing
import Workflow
import WorkflowUI

/// A `KeyHelpScreen` shown as a modal lists the keys of the screen it covers and of the
/// views around that screen, though the workflow that shows it knows none of them.
@MainActor
struct KeyHelpModalTests {
    /// The base's keys with a help over it, in a hosting view whose quit key is live.
    struct HelpOverBase: Workflow {
        typealias State = Void
        func render(state: Void, context: RenderContext<HelpOverBase>) -> ModalContainerScreen<BaseScreen> {
            ModalContainerScreen(baseScreen: BaseScreen("base"), modals: [
                ModalContainerScreenModal(screen: KeyHelpScreen {}, key: "help")
            ])
        }
    }

    @Test func theHelpListsTheBasesKeysThenTheAppsThenHowToClose() {
        let root = WorkflowHostingView(workflow: HelpOverBase())
        root.onQuit = {}
        let terminal = InMemoryTerminal(size: Size(width: 40, height: 12), root: root)
        let rows = terminal.lines
        let expected = ["Keys", "j        down", "^C       quit", "? Esc q  close this help"]
        for (offset, text) in expected.enumerated() {
            expectScreen(terminal, rows[2 + offset].contains("│  " + (offset == 0 ? "" : " ") + text))
        }
        #expect(terminal.lines[11] == "?/Esc/q close help", "the footer offers only the way to close it")
    }
}
