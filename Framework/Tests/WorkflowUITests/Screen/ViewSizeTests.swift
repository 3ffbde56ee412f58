import TerminalTesting
import Testing
import Workflow
import WorkflowUI

@MainActor
struct ViewSizeTests {
    @Test func untilAContainerSetsItTheViewSizeIsTheTerminalSize() {
        var environment = ViewEnvironment.empty
        environment.terminalSize = Size(width: 30, height: 9)

        #expect(environment.viewSize == Size(width: 30, height: 9))
        environment.viewSize = Size(width: 10, height: 2)
        #expect(environment.viewSize == Size(width: 10, height: 2))
        #expect(environment.terminalSize == Size(width: 30, height: 9), "the terminal size stays the whole terminal")
    }

    @Test func theHostingViewGivesItsContentTheRowsAboveTheFooter() {
        let root = WorkflowHostingView(workflow: ViewSizeWorkflow())
        let terminal = InMemoryTerminal(size: Size(width: 30, height: 4), root: root)

        expectScreen(terminal, lines: ["view 30x3", "terminal 30x4", "", ""])
    }

    @Test func withoutAFooterTheContentsViewSizeIsTheWholeTerminal() {
        let root = WorkflowHostingView(workflow: ViewSizeWorkflow(), showsKeyHints: false)
        let terminal = InMemoryTerminal(size: Size(width: 30, height: 4), root: root)

        expectScreen(terminal, lines: ["view 30x4", "terminal 30x4", "", ""])
    }

    @Test func aResizeReachesTheViewSize() {
        let root = WorkflowHostingView(workflow: ViewSizeWorkflow())
        let terminal = InMemoryTerminal(size: Size(width: 30, height: 4), root: root)

        terminal.resize(to: Size(width: 25, height: 6))

        expectScreen(terminal, line: 0, is: "view 25x5")
    }
}
