import BackStackContainer
import TerminalTesting
import Testing
import WorkflowUI

@MainActor
struct ItemViewSizeTests {
    /// A stack whose top item shows its environment's view size, with or without a bar.
    private func stack(showingBar: Bool) -> BackStackScreen<SizeScreen> {
        BackStackScreen(items: [
            .init(key: "size", screen: SizeScreen(), barVisibility: showingBar ? .visible(BarContent(title: "Size")) : .hidden)
        ])
    }

    @Test func anItemUnderABarIsToldItHasTheRowsBelowIt() {
        let terminal = InMemoryTerminal(size: Size(width: 30, height: 5), root: DescribedView(screen: stack(showingBar: true), environment: .empty))

        expectScreen(terminal, line: 1, is: "view 30x4")
    }

    @Test func anItemWithoutABarIsToldItHasEveryRow() {
        let terminal = InMemoryTerminal(size: Size(width: 30, height: 5), root: DescribedView(screen: stack(showingBar: false), environment: .empty))

        expectScreen(terminal, line: 0, is: "view 30x5")
    }

    @Test func aResizeReachesTheItemsViewSize() {
        let terminal = InMemoryTerminal(size: Size(width: 30, height: 5), root: DescribedView(screen: stack(showingBar: true), environment: .empty))

        terminal.resize(to: Size(width: 20, height: 8))

        expectScreen(terminal, line: 1, is: "view 20x7")
    }
}
