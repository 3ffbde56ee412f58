import TerminalTesting
import Testing
import WorkflowUI

/// A split that is not drawn, because a screen pushed over it on a back stack covers it,
/// still tells its workflow how a resize arranges its panes.
@MainActor
struct CoveredSplitTests {
    @Test func aSplitCoveredByAScreenPushedAt80ColumnsTellsItsPanesAreSideBySideAt120() async {
        let terminal = InMemoryTerminal(size: Size(width: 80, height: 6), root: WorkflowHostingView(workflow: PushedWhenNarrowWorkflow()))
        await expectScreen(terminal, eventually: { $0.lines[0].contains("List") }, within: .seconds(10))
        terminal.press(.enter)
        await expectScreen(terminal, eventually: { $0.lines[1] == "pushed 1" }, within: .seconds(10), "narrow: the detail is pushed")

        terminal.resize(to: Size(width: 120, height: 6))

        await expectScreen(
            terminal, eventually: { $0.lines[1].hasPrefix("list 1") && $0.lines[1].contains("◂detail 1") }, within: .seconds(10),
            "wide: the split told its workflow, which took the pushed screen off, and shows the list beside the detail"
        )
    }
}
