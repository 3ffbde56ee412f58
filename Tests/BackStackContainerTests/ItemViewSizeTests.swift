import BackStackContainer
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

        #expect(terminal.lines[1] == "view 30x4", "\(terminal)")
    }

    @Test func anItemWithoutABarIsToldItHasEveryRow() {
        let terminal = InMemoryTerminal(size: Size(width: 30, height: 5), root: DescribedView(screen: stack(showingBar: false), environment: .empty))

        #expect(terminal.lines[0] == "view 30x5", "\(terminal)")
    }

    @Test func aResizeReachesTheItemsViewSize() {
        let terminal = InMemoryTerminal(size: Size(width: 30, height: 5), root: DescribedView(screen: stack(showingBar: true), environment: .empty))

        terminal.resize(to: Size(width: 20, height: 8))

        #expect(terminal.lines[1] == "view 20x7", "\(terminal)")
    }
}
