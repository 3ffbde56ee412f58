import ModalContainer
import TerminalTesting
import Testing
import Workflow
import WorkflowUI

@MainActor
struct ModalContainerViewTests {
    private let size = Size(width: 30, height: 8)

    @Test func withoutModalsTheBaseIsShownAloneAndGetsTheKeys() {
        let sheets = Sheets()
        let terminal = InMemoryTerminal(size: Size(width: 20, height: 2), root: sheets.root)

        terminal.press(.character("j"))

        expectScreen(terminal, lines: [" base0 base0 base0 b", ">base1 base1 base1 b"])
    }

    @Test func theTopModalIsDrawnInAFrameOverTheBaseAndToldTheSizeInsideIt() {
        let sheets = Sheets(["help"])
        let terminal = InMemoryTerminal(size: size, root: sheets.root)

        expectScreen(terminal, lines: [
            ">base0 base0 base0 base0 base0",
            " b┌────────────────────────┐e1",
            " b│ help 1                 │e2",
            " b│ view 22x4              │e3",
            " b│                        │e4",
            " b│                        │e5",
            " b└────────────────────────┘e6",
            " base7 base7 base7 base7 base7",
        ])
    }

    @Test func onAWideTerminalTheFrameIsAHundredColumnsCentred() {
        let sheets = Sheets(["help"])
        let terminal = InMemoryTerminal(size: Size(width: 200, height: 8), root: sheets.root)
        let frameRow = terminal.lines[1]
        let left = frameRow.distance(from: frameRow.startIndex, to: frameRow.firstIndex(of: "┌")!)
        expectScreen(terminal, left == 50)
        #expect(terminal.lines[3].contains("view 96x4"))
    }

    @Test func onlyTheTopModalIsShown() {
        let sheets = Sheets(["help", "settings"])
        let terminal = InMemoryTerminal(size: size, root: sheets.root)

        expectScreen(terminal, line: 2, is: " b│ settings 1             │e2")
        expectScreen(terminal, doesNotContain: "help")
    }

    @Test func keysGoToTheTopModalAndNotToTheBase() {
        let sheets = Sheets(["help"])
        let terminal = InMemoryTerminal(size: size, root: sheets.root)

        terminal.press(.character("j"), .character("j"))

        expectScreen(terminal, line: 2, is: " b│ help 3                 │e2")
        expectScreen(terminal, terminal.lines[0].hasPrefix(">base0"), "the base's mark has not moved")
    }

    @Test func theCursorIsTheModalsAndNeverTheBases() {
        let sheets = Sheets()
        let terminal = InMemoryTerminal(size: size, root: sheets.root)
        #expect(terminal.cursor == Point(column: 0, row: 0))

        sheets.open("help")
        terminal.press(.character("x"))

        #expect(terminal.cursor == Point(column: 10, row: 2), "after `help 1`, inside the frame")
    }

    @Test func aModalWithoutACursorHidesTheBases() {
        let screen = ModalContainerScreen(baseScreen: BaseScreen("base"), modals: [
            ModalContainerScreenModal(screen: SheetScreen(name: "about", showsCursor: false))
        ])
        let terminal = InMemoryTerminal(size: size, root: DescribedView(screen: screen, environment: .empty))

        expectScreen(terminal, terminal.cursor == nil)
    }

    @Test func keysTheModalLetsGoAreSwallowed() {
        let sheets = Sheets(["help"])

        #expect(sheets.root.dispatch(.character("x")))
        #expect(sheets.root.dispatch(.enter))
    }

    @Test func theQuitKeysGoOnToTheAppThroughAModal() {
        var quits = 0
        let root = WorkflowHostingView(workflow: HelpWorkflow())
        root.onQuit = { quits += 1 }
        let terminal = InMemoryTerminal(size: size, root: root)

        terminal.press(.control("c"))

        #expect(quits == 1)
    }

    @Test func theFooterOffersOnlyTheModalsCommandsWithTheWayToCloseIt() {
        let root = WorkflowHostingView(workflow: HelpWorkflow())
        root.onQuit = {}
        let terminal = InMemoryTerminal(size: size, root: root)

        expectScreen(terminal, line: 7, is: "j next  Esc close")
    }

    @Test func closingTheTopModalShowsTheOneUnderItAsItWasLeftAndThenTheBase() {
        let sheets = Sheets(["help"])
        let terminal = InMemoryTerminal(size: size, root: sheets.root)
        terminal.press(.character("j"))
        sheets.open("settings")
        terminal.press(.character("j"), .character("j"))

        terminal.press(.escape)
        expectScreen(terminal, line: 2, is: " b│ help 2                 │e2")
        terminal.press(.escape)
        terminal.press(.character("j"))

        expectScreen(terminal, terminal.lines[1].hasPrefix(">base1"))
        #expect(sheets.registry.buildCount(of: "help") == 1)
        #expect(sheets.registry.buildCount(of: "base") == 1)
        #expect(sheets.registry.liveViews(named: "settings").isEmpty, "a closed modal's view should be released")
    }

    @Test func theBaseKeepsItsViewWhileAModalComesAndGoes() {
        let sheets = Sheets()
        let terminal = InMemoryTerminal(size: size, root: sheets.root)
        terminal.press(.character("j"))
        let baseView = sheets.registry.liveViews(named: "base").first

        sheets.open("help")
        terminal.press(.escape)

        #expect(sheets.registry.liveViews(named: "base").first === baseView)
        expectScreen(terminal, terminal.lines[1].hasPrefix(">base1"))
    }

    @Test func aResizeTellsTheModalItsNewSize() {
        let sheets = Sheets(["help"])
        let terminal = InMemoryTerminal(size: size, root: sheets.root)

        terminal.resize(to: Size(width: 40, height: 10))

        expectScreen(terminal, line: 3, is: " b│ view 32x6                        │as")
    }

    @Test func onASmallScreenTheFrameTakesTheWholeScreen() {
        let terminal = InMemoryTerminal(size: Size(width: 19, height: 4), root: Sheets(["help"]).root)

        expectScreen(terminal, lines: ["┌─────────────────┐", "│help 1           │", "│view 17x2        │", "└─────────────────┘"])
    }

    @Test func onATinyScreenTheModalHasItWithoutAFrame() {
        let terminal = InMemoryTerminal(size: Size(width: 4, height: 2), root: Sheets(["help"]).root)

        expectScreen(terminal, lines: ["help", "view"])
    }

    @Test(arguments: [
        Size(width: 1, height: 1), Size(width: 0, height: 0), Size(width: 10, height: 3), Size(width: 20, height: 6),
        Size(width: 3, height: 3), Size(width: 2, height: 9), Size(width: 50, height: 1),
    ])
    func tinyTerminalsDrawWithoutCrashing(size: Size) {
        let sheets = Sheets(["help"])
        let terminal = InMemoryTerminal(size: self.size, root: sheets.root)
        terminal.resize(to: size)
        terminal.press(.character("j"), .escape)
        sheets.open("settings")
        terminal.press(.character("j"))

        expectScreen(terminal, terminal.lines.count == size.height)
    }
}
