import BackStackContainer
import TerminalTesting
import Testing
import WorkflowUI

@MainActor
struct BackStackViewTests {
    private let size = Size(width: 40, height: 4)

    @Test func aHiddenBarLeavesTheWholeScreenToTheTopItem() {
        let stack = BackStackScreen(items: [
            .init(key: "home", screen: PageScreen("Home"), barVisibility: .visible(BarContent(title: "Home"))),
            .init(key: "splash", screen: PageScreen("Splash"), barVisibility: .hidden),
        ])
        let terminal = InMemoryTerminal(size: size, root: DescribedView(screen: stack, environment: .empty))

        expectScreen(terminal, lines: ["Splash, line 1", "", "", ""])
    }

    @Test func onlyTheTopItemIsShownUnderItsOwnBar() {
        let pages = PageStack(titles: ["Home", "Detail"])
        let terminal = InMemoryTerminal(size: size, root: pages.root)

        expectScreen(terminal, lines: [" Esc Back        Detail           n New", "Detail, line 1", "", ""])
    }

    @Test func escReachesTheTopItemsBackHandlerAndGoingBackShowsTheItemBelow() {
        let pages = PageStack(titles: ["Home", "Detail", "Notes"])
        let terminal = InMemoryTerminal(size: size, root: pages.root)

        terminal.press(.escape)

        #expect(pages.backPresses == ["Notes"])
        expectScreen(terminal, line: 1, is: "Detail, line 1")
        expectScreen(terminal, terminal.lines[0].contains("Detail"))
    }

    @Test func escDoesNothingWhenTheTopItemHasNoBackButton() {
        let pages = PageStack(titles: ["Home"])
        let terminal = InMemoryTerminal(size: size, root: pages.root)
        let updates = terminal.updatesApplied

        #expect(!pages.root.dispatch(.escape))
        terminal.press(.escape)

        expectScreen(terminal, terminal.updatesApplied == updates)
    }

    @Test func escOnAnItemWithAHiddenBarDoesNotReachAnyBackHandler() {
        var backPresses = 0
        let stack = BackStackScreen(items: [
            .init(key: "home", screen: PageScreen("Home"), barVisibility: .visible(
                BarContent(title: "Home", leftItem: .back { backPresses += 1 }))),
            .init(key: "splash", screen: PageScreen("Splash"), barVisibility: .hidden),
        ])
        let root = DescribedView(screen: stack, environment: .empty)

        #expect(!root.dispatch(.escape))
        #expect(backPresses == 0)
    }

    @Test func theRightButtonsKeyReachesItsHandler() {
        let pages = PageStack(titles: ["Home"])
        let terminal = InMemoryTerminal(size: size, root: pages.root)

        terminal.press(.character("n"))

        #expect(pages.titles == ["Home", "Page 2"])
        expectScreen(terminal, lines: [" Esc Back        Page 2           n New", "Page 2, line 1", "", ""])
    }

    @Test func theTopItemsViewGetsKeysBeforeTheBar() {
        let pages = PageStack(titles: ["Home", "Detail"])
        let terminal = InMemoryTerminal(size: size, root: pages.root)

        terminal.press(.character("j"), .character("j"))

        expectScreen(terminal, line: 1, is: "Detail, line 3")
    }

    @Test func theActiveHintsAreTheTopViewsThenTheBarButtons() {
        let pages = PageStack(titles: ["Home", "Detail"])

        #expect(pages.root.activeKeyHints == [
            KeyHint(keys: "j", label: "next line"),
            KeyHint(keys: "Esc", label: "back", priority: .low),
            KeyHint(keys: "n", label: "new", priority: .low),
        ], "the bar shows its keys already, so a narrow footer gives them up first")
    }

    @Test func theTopViewFindsTheBarButtonsForItsHelpInTheirOwnWordsOrByTheirLabels() throws {
        let pages = PageStack(titles: ["Home", "Detail"])
        _ = InMemoryTerminal(size: size, root: pages.root)
        let detail = try #require(pages.registry.liveViews(named: "Detail").first)

        let entries = withExtendedLifetime(pages) { detail.keyCommands(bubblingUpFrom: detail.keyCommands).compactMap(\.helpEntry) }

        #expect(entries == [
            KeyHint(keys: "j", label: "next line"),
            KeyHint(keys: "Esc", label: "back"),
            KeyHint(keys: "n", label: "add a page after the last"),
        ])
    }

    @Test func eachItemKeepsItsViewAcrossRenderingsSoGoingBackShowsItAsItWasLeft() {
        let pages = PageStack(titles: ["Home"])
        let terminal = InMemoryTerminal(size: size, root: pages.root)
        let homeView = pages.registry.liveViews(named: "Home").first

        terminal.press(.character("j"))
        terminal.press(.character("n"))
        expectScreen(terminal, line: 1, is: "Page 2, line 1")
        terminal.press(.escape)

        expectScreen(terminal, line: 1, is: "Home, line 2")
        #expect(pages.registry.buildCount(of: "Home") == 1)
        #expect(pages.registry.liveViews(named: "Home").first === homeView)
    }

    @Test func anItemsViewIsDroppedWhenItLeavesTheStack() {
        let pages = PageStack(titles: ["Home"])
        let terminal = InMemoryTerminal(size: size, root: pages.root)

        terminal.press(.character("n"), .character("j"))
        #expect(pages.registry.liveViews(named: "Page 2").count == 1)
        terminal.press(.escape)
        #expect(pages.registry.liveViews(named: "Page 2").isEmpty, "the popped page's view should be released")

        terminal.press(.character("n"))
        #expect(pages.registry.buildCount(of: "Page 2") == 2)
        #expect(terminal.lines[1] == "Page 2, line 1", "a page pushed again starts afresh")
    }

    @Test func itemsBelowTheTopKeepTheirViews() {
        let pages = PageStack(titles: ["Home"])
        let terminal = InMemoryTerminal(size: size, root: pages.root)

        terminal.press(.character("n"), .character("n"))

        #expect(pages.titles == ["Home", "Page 2", "Page 3"])
        for title in pages.titles {
            #expect(pages.registry.buildCount(of: title) == 1, "\(title)")
            #expect(pages.registry.liveViews(named: title).count == 1, "\(title)")
        }
    }

    @Test func aBarButtonsKeyRunsTheHandlerOfTheBarShownNowNotOfAnEarlierRendering() {
        var presses: [String] = []
        func stack(_ name: String) -> BackStackScreen<PageScreen> {
            BackStackScreen(items: [.init(key: "home", screen: PageScreen("Home"), barVisibility: .visible(BarContent(
                title: "Home", rightItem: BarButton(label: "New", key: .character("n")) { presses.append(name) }
            )))])
        }
        let root = DescribedView(screen: stack("first"), environment: .empty)
        let terminal = InMemoryTerminal(size: size, root: root)
        _ = root.focusedChild?.keyCommands

        root.update(screen: stack("second"), environment: .empty)
        terminal.press(.character("n"))

        #expect(presses == ["second"])
        #expect(root.focusedChild?.keyCommands.map(\.title) == ["new"])
    }

    @Test func anItemUnderTheTopIsBroughtUpToDateOnlyWhenItIsShownAgain() async throws {
        let registry = ViewRegistry()
        func stack(home: String, showingDetail: Bool) -> BackStackScreen<PageScreen> {
            var items = [BackStackScreen.Item(key: "home", screen: PageScreen(home, registry: registry))]
            if showingDetail { items.append(.init(key: "detail", screen: PageScreen("Detail", registry: registry))) }
            return BackStackScreen(items: items)
        }
        let root = DescribedView(screen: stack(home: "Home", showingDetail: true), environment: .empty)
        let terminal = InMemoryTerminal(size: size, root: root)
        let home = try #require(registry.liveViews(named: "Home").first as? PageView)

        root.update(screen: stack(home: "Home, renamed", showingDetail: true), environment: .empty)
        #expect(home.screen.title == "Home", "a view nobody sees is not updated")

        root.update(screen: stack(home: "Home, renamed", showingDetail: false), environment: .empty)
        #expect(home.screen.title == "Home, renamed", "on top again, it shows the screen its item has now")
        #expect(registry.liveViews(named: "Home").first === home)
        await expectScreen(terminal, eventually: { $0.lines[0] == "Home, renamed, line 1" })
    }

    @Test func theTopItemIsLaidOutBelowTheBar() {
        let pages = PageStack(titles: ["Home"])
        let terminal = InMemoryTerminal(size: Size(width: 40, height: 6), root: pages.root)

        terminal.resize(to: Size(width: 30, height: 5))

        #expect(pages.registry.liveViews(named: "Home").first?.size == Size(width: 30, height: 4))
    }

    @Test(arguments: [
        Size(width: 1, height: 1), Size(width: 0, height: 0), Size(width: 1, height: 0),
        Size(width: 0, height: 2), Size(width: 10, height: 3), Size(width: 3, height: 2),
    ])
    func tinySizesDrawWithoutCrashing(size: Size) {
        let pages = PageStack(titles: ["Home", "Detail"])
        let terminal = InMemoryTerminal(size: size, root: pages.root)
        terminal.press(.character("n"), .escape, .escape)

        expectScreen(terminal, terminal.lines.count == size.height)
        if size.height == 1 && size.width > 0 {
            #expect(terminal.lines == [String("Home, line 1".prefix(size.width))], "one row is left to the content")
        }
    }

    @Test func anEmptyStackShowsNothingAndHandlesNoKeys() {
        let root = DescribedView(screen: BackStackScreen<PageScreen>(items: []), environment: .empty)
        let terminal = InMemoryTerminal(size: size, root: root)

        expectScreen(terminal, lines: ["", "", "", ""])
        #expect(!root.dispatch(.escape))
    }
}
