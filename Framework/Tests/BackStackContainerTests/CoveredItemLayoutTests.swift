import BackStackContainer
import TerminalTesting
import Testing
import WorkflowUI

/// An item under the top one is not drawn, but it is laid out at the size it would be
/// shown at, so that what it holds follows a resize (a split telling its arrangement).
@MainActor
struct CoveredItemLayoutTests {
    private let registry = ViewRegistry()

    private func stack(_ titles: String...) -> BackStackScreen<PageScreen> {
        BackStackScreen(items: titles.map {
            .init(key: $0, screen: PageScreen($0, registry: registry), barVisibility: .visible(BarContent(title: $0)))
        })
    }

    private func size(of title: String) -> Size? {
        registry.liveViews(named: title).first?.size
    }

    @Test func aResizeLaysOutTheCoveredItemsAtTheRowsUnderTheirBars() {
        let terminal = InMemoryTerminal(size: Size(width: 30, height: 5), root: DescribedView(screen: stack("Home", "Detail"), environment: .empty))

        terminal.resize(to: Size(width: 50, height: 8))

        #expect(size(of: "Home") == Size(width: 50, height: 7), "covered, laid out all the same")
        #expect(size(of: "Detail") == Size(width: 50, height: 7))
    }

    @Test func anItemPushedUnderTheTopInOneRenderingIsLaidOutAtOnce() {
        let root = DescribedView(screen: stack("Detail"), environment: .empty)
        let terminal = InMemoryTerminal(size: Size(width: 30, height: 5), root: root)

        root.update(screen: stack("Home", "Detail"), environment: .empty)

        #expect(size(of: "Home") == Size(width: 30, height: 4), "\(terminal)")
    }
}
