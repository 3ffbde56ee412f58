import SplitScreenContainer
import TerminalTesting
import Testing
import Workflow
import WorkflowUI

@MainActor
struct SplitScreenViewTests {
    private let size = Size(width: 60, height: 4)
    private let registry = ViewRegistry()

    private func split(
        leading: String = "list", trailing: String = "detail", ratio: Double = 1.0 / 3.0, focusedPane: SplitScreenPane = .leading
    ) -> SplitScreen<PaneScreen, PaneScreen> {
        SplitScreen(
            leadingScreen: PaneScreen(leading, registry: registry), trailingScreen: PaneScreen(trailing, registry: registry),
            ratio: ratio, focusedPane: focusedPane)
    }

    private func terminal(showing screen: some Screen, size: Size? = nil, environment: ViewEnvironment = .empty) -> (InMemoryTerminal, DescribedView) {
        let root = DescribedView(screen: screen, environment: environment)
        return (InMemoryTerminal(size: size ?? self.size, root: root), root)
    }

    // MARK: Drawing

    @Test func thePanesAreSideBySideWithTheLeadingOneTakingAThirdAndEachToldItsOwnSize() {
        let (terminal, _) = terminal(showing: split())

        expectScreen(terminal, lines: [
            "list 1              ◂detail 1",
            "view 20x4           │view 39x4",
            "                    │",
            "                    │",
        ])
    }

    @Test func theRatioIsTheLeadingPanesShareOfTheColumnsBesideTheSeparator() {
        let (halves, _) = terminal(showing: split(ratio: 0.5), size: Size(width: 41, height: 2))
        let (quarter, _) = terminal(showing: split(ratio: 0.25), size: Size(width: 41, height: 2))

        #expect(halves.lines[1] == "view 20x2           │view 20x2", "\(halves)")
        #expect(quarter.lines[1] == "view 10x2 │view 30x2", "\(quarter)")
    }

    @Test func aResizeGivesEachPaneItsNewSize() {
        let (terminal, _) = terminal(showing: split())

        terminal.resize(to: Size(width: 90, height: 5))

        expectScreen(terminal, line: 1, is: "view 30x5                     │view 59x5")
    }

    @Test func aPaneThatRedrawsOneRowLeavesTheSeparatorAndTheOtherRowsUnwritten() {
        let screen = SplitScreen(leadingScreen: TickerScreen(), trailingScreen: PaneScreen("detail", registry: registry))
        let (terminal, _) = terminal(showing: screen)

        terminal.type("j")

        expectScreen(terminal, lines: [
            "tick 2              ◂detail 1",
            "below               │view 39x4",
            "                    │",
            "                    │",
        ])
        #expect(terminal.rowsDrawnInLastFrame == [0])
    }

    @Test func theSeparatorIsDrawnAgainWhenTheFocusMovesToTheOtherPane() {
        let (terminal, root) = terminal(showing: split(focusedPane: .leading))

        root.update(screen: split(focusedPane: .trailing), environment: .empty)
        terminal.press()

        expectScreen(terminal, line: 0, is: "list 1              ▸detail 1")
    }

    // MARK: Focus

    @Test func theSeparatorsTopCellPointsAtTheFocusedPaneInBoldWithoutColour() {
        var environment = ViewEnvironment.empty
        environment.theme = .monochrome
        let (leadingFocus, _) = terminal(showing: split(focusedPane: .leading), environment: environment)
        let (trailingFocus, _) = terminal(showing: split(focusedPane: .trailing), environment: environment)

        #expect(leadingFocus.cell(atColumn: 20, row: 0) == Cell(content: "◂", style: .bold), "\(leadingFocus)")
        #expect(trailingFocus.cell(atColumn: 20, row: 0) == Cell(content: "▸", style: .bold), "\(trailingFocus)")
        #expect(trailingFocus.cell(atColumn: 20, row: 1) == Cell(content: "│", style: .dim), "\(trailingFocus)")
    }

    @Test(arguments: [(SplitScreenPane.leading, Point(column: 6, row: 0)), (.trailing, Point(column: 29, row: 0))])
    func onlyTheFocusedPaneShowsItsCursor(focusedPane: SplitScreenPane, cursor: Point) {
        let (terminal, _) = terminal(showing: split(focusedPane: focusedPane))

        expectScreen(terminal, terminal.cursor == cursor)
    }

    @Test func keysGoToTheFocusedPaneOnly() {
        let (terminal, _) = terminal(showing: split(focusedPane: .trailing))

        terminal.press(.character("j"), .character("j"))

        expectScreen(terminal, line: 0, is: "list 1              ▸detail 3")
    }

    @Test func movingTheFocusMovesTheKeysAndKeepsBothPanesViews() {
        let (terminal, root) = terminal(showing: split(focusedPane: .trailing))
        terminal.press(.character("j"))

        root.update(screen: split(focusedPane: .leading), environment: .empty)
        terminal.press(.character("j"))

        expectScreen(terminal, line: 0, is: "list 2              ◂detail 2")
        #expect(registry.buildCount(of: "list") == 1)
        #expect(registry.buildCount(of: "detail") == 1)
    }

    @Test func keysTheFocusedPaneLetsGoBubbleUpPastTheSplit() {
        var quits = 0
        let root = WorkflowHostingView(workflow: SplitWorkflow())
        root.onQuit = { quits += 1 }
        let terminal = InMemoryTerminal(size: Size(width: 60, height: 5), root: root)

        #expect(!root.dispatch(.character("x")))
        terminal.press(.control("c"))

        #expect(quits == 1)
        expectScreen(terminal, line: 4, is: "j next  ^C quit", "the focused pane's keys, then the app's")
    }

    // MARK: View identity

    @Test func eachPaneKeepsItsViewWhileTheScreenTypeOnItsSideStaysTheSame() {
        let (terminal, root) = terminal(showing: split())
        terminal.press(.character("j"))
        let listView = registry.liveViews(named: "list").first

        root.update(screen: split(leading: "list", trailing: "detail"), environment: .empty)
        terminal.press(.enter)

        #expect(registry.liveViews(named: "list").first === listView)
        expectScreen(terminal, terminal.lines[0].hasPrefix("list 2"))
    }

    @Test func aPaneSwapsItsViewWhenItsScreenTypeChangesAndTheOtherPaneKeepsItsOwn() {
        let (terminal, root) = terminal(showing: split())
        terminal.press(.character("j"))

        root.update(
            screen: SplitScreen(
                leadingScreen: PaneScreen("list", registry: registry),
                trailingScreen: BannerScreen(text: "nothing selected", registry: registry)),
            environment: .empty)
        terminal.press(.enter)

        expectScreen(terminal, line: 0, is: "list 2              ◂NOTHING SELECTED")
        #expect(registry.liveViews(named: "detail").isEmpty, "the trailing pane's old view should be released")
        #expect(registry.buildCount(of: "list") == 1)
        #expect(registry.buildCount(of: "banner") == 1)
    }

    // MARK: Narrow terminals and odd ratios

    @Test(arguments: [SplitScreenPane.leading, .trailing])
    func onATerminalTooNarrowForTwoPanesTheFocusedOneHasTheWholeWidth(focusedPane: SplitScreenPane) {
        let (terminal, _) = terminal(showing: split(focusedPane: focusedPane), size: Size(width: 25, height: 2))

        let name = focusedPane == .leading ? "list" : "detail"
        expectScreen(terminal, lines: ["\(name) 1", "view 25x2"])
    }

    @Test func belowItsMinimumWidthTheSplitShowsTheFocusedPaneAloneAndKeepsBothViewsAcrossAResize() {
        var screen = split(focusedPane: .trailing)
        screen.minimumWidth = 100
        let (terminal, _) = terminal(showing: screen, size: Size(width: 99, height: 2))
        expectScreen(terminal, lines: ["detail 1", "view 99x2"])

        terminal.resize(to: Size(width: 100, height: 2))
        expectScreen(terminal, lines: ["list 1                           ▸detail 1", "view 33x2                        │view 66x2"])
        terminal.resize(to: Size(width: 60, height: 2))
        expectScreen(terminal, lines: ["detail 1", "view 60x2"])
        #expect(registry.buildCount(of: "detail") == 1, "the pane's view lives on across the resizes")
        #expect(registry.buildCount(of: "list") == 1)
    }

    @Test func theSplitTellsHowItsPanesAreArrangedOnceItKnowsItsWidthAndAgainOnlyWhenAResizeChangesIt() async {
        let told = ArrangementLog()
        var screen = split()
        screen.minimumWidth = 100
        screen.onArrangementChange = { told.arrangements.append($0) }
        let (terminal, root) = terminal(showing: screen, size: Size(width: 120, height: 2))
        #expect(await told.settles(at: [.sideBySide]))

        terminal.resize(to: Size(width: 110, height: 2))
        screen.focusedPane = .trailing
        root.update(screen: screen, environment: .empty)
        terminal.press(.character("j"))
        #expect(await told.settles(at: [.sideBySide]), "a wider split, the focus moved: the same arrangement")

        terminal.resize(to: Size(width: 80, height: 2))
        #expect(await told.settles(at: [.sideBySide, .focusedPaneAlone]))
        terminal.resize(to: Size(width: 130, height: 2))
        #expect(await told.settles(at: [.sideBySide, .focusedPaneAlone, .sideBySide]))
    }

    @Test func theNarrowestSplitGivesEachPaneTenColumns() {
        let (terminal, _) = terminal(showing: split(ratio: 0.5), size: Size(width: 21, height: 2))

        expectScreen(terminal, lines: ["list 1    ◂detail 1", "view 10x2 │view 10x2"])
    }

    @Test(arguments: [(-1.0, SplitScreenPane.trailing), (2.0, .leading), (.nan, .leading), (.infinity, .leading)])
    func aRatioOutsideZeroToOneIsTakenAsTheNearerEnd(ratio: Double, shown: SplitScreenPane) {
        let (terminal, _) = terminal(showing: split(ratio: ratio, focusedPane: shown))

        let name = shown == .leading ? "list" : "detail"
        let expected = ratio.isNaN ? "list 1              ◂detail 1" : "\(name) 1"
        expectScreen(terminal, line: 0, is: expected)
    }

    @Test(arguments: [
        Size(width: 1, height: 1), Size(width: 0, height: 0), Size(width: 3, height: 2), Size(width: 10, height: 3),
        Size(width: 20, height: 6), Size(width: 21, height: 1), Size(width: 0, height: 5), Size(width: 5, height: 0),
    ])
    func tinyTerminalsDrawWithoutCrashing(size: Size) {
        for focusedPane in [SplitScreenPane.leading, .trailing] {
            let (terminal, _) = terminal(showing: split(focusedPane: focusedPane))
            terminal.resize(to: size)
            terminal.press(.character("j"))

            expectScreen(terminal, terminal.lines.count == size.height)
        }
    }
}

/// What a split told its workflow of its arrangement, in order.
@MainActor
private final class ArrangementLog {
    var arrangements: [SplitScreenArrangement] = []

    /// Lets the main actor's queued work run (the split tells on its next turn), then
    /// says whether what was told is `expected`: waits for it with a deadline, and a
    /// few turns more, so that a report too many shows.
    func settles(at expected: [SplitScreenArrangement]) async -> Bool {
        _ = await eventually(within: .seconds(10), pollingEvery: .zero) { arrangements == expected }
        for _ in 0..<20 { await Task.yield() }
        return arrangements == expected
    }
}
