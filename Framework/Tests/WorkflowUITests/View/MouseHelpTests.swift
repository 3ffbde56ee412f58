import Testing
import WorkflowUI

/// The help for the mouse comes from every view a click can reach, not from the focus
/// path alone: a pane beside the focused one scrolls with the wheel all the same.
@MainActor
struct MouseHelpTests {
    /// A view with mouse help of its own, and children a click can reach (the first
    /// focused) or none while it draws over them.
    final class PaneView: TerminalView {
        let help: [KeyHint]
        let panes: [TerminalView]
        var coversPanes = false

        init(_ label: String, panes: [TerminalView] = []) {
            help = [KeyHint(keys: "wheel", label: label)]
            self.panes = panes
            super.init()
            panes.forEach(adopt)
        }

        override var focusedChild: TerminalView? { panes.first }
        override var childrenUnderMouse: [TerminalView] { coversPanes ? [] : panes }
        override var mouseHelp: [KeyHint] { help }
    }

    @Test func everyPaneUnderTheMouseGivesItsHelpInTheOrderAClickIsOfferedThenTheContainers() {
        let split = PaneView("the split", panes: [PaneView("the list"), PaneView("the note")])
        #expect(split.mouseHelpUnderMouse.map(\.label) == ["the list", "the note", "the split"])
    }

    @Test func aContainerDrawingOverItsPanesGivesOnlyItsOwn() {
        let alert = PaneView("the alert", panes: [PaneView("the list")])
        alert.coversPanes = true
        #expect(alert.mouseHelpUnderMouse.map(\.label) == ["the alert"])
    }
}
