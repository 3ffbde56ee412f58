import BackStackContainer
import TerminalTesting
import Testing
import WorkflowUI

@MainActor
struct HeaderBarTests {
    /// A one-page stack under a bar titled `title`, with "Esc Log out" on the left and
    /// "n New" on the right, shown at `width` columns.
    private func terminalShowingBar(
        title: String = "Welcome, Ada", width: Int,
        leftItem: BarButton? = .back(label: "Log out") {},
        rightItem: BarButton? = BarButton(label: "New", key: .character("n")) {},
        environment: ViewEnvironment = .empty
    ) -> InMemoryTerminal {
        let stack = BackStackScreen(items: [
            .init(key: "list", screen: PageScreen("Todos"), barVisibility: .visible(
                BarContent(title: title, leftItem: leftItem, rightItem: rightItem))),
        ])
        return InMemoryTerminal(
            size: Size(width: width, height: 3), root: DescribedView(screen: stack, environment: environment))
    }

    @Test func atEightyColumnsTheBarShowsBothButtonsAndTheTitleCentred() {
        let terminal = terminalShowingBar(width: 80)

        expectScreen(terminal, lines: [
            " Esc Log out                      Welcome, Ada                            n New",
            "Todos, line 1",
            "",
        ])
    }

    @Test func atThirtyColumnsTheTitleIsCutWithAnEllipsisBeforeTheButtonsGiveWay() {
        let terminal = terminalShowingBar(width: 30)

        expectScreen(terminal, line: 0, is: " Esc Log out  Welcome…  n New")
    }

    @Test func narrowerStillTheRightButtonsLabelGoesFirstAndItsKeyStays() {
        let terminal = terminalShowingBar(width: 18)

        expectScreen(terminal, line: 0, is: " Esc Log out    n")
    }

    @Test func whenBothLabelsAreGoneTheTitleGetsTheRoomBetweenTheKeys() {
        let terminal = terminalShowingBar(width: 14)

        expectScreen(terminal, line: 0, is: " Esc  Wel…  n")
    }

    @Test func aWideTitleIsCutBetweenGlyphsNeverThroughOne() {
        let terminal = terminalShowingBar(title: "東京の天気予報です", width: 30)

        expectScreen(terminal, line: 0, is: " Esc Log out  東京の…   n New")
        #expect(terminal.cell(atColumn: 19, row: 0).isContinuation)
        #expect(terminal.cell(atColumn: 20, row: 0).content == "…")
    }

    @Test func aBarWithoutButtonsCentresItsTitleInTheWholeRow() {
        let terminal = terminalShowingBar(title: "Todos", width: 30, leftItem: nil, rightItem: nil)

        expectScreen(terminal, line: 0, is: "            Todos")
    }

    @Test func aTitleTooLongForTheRowIsCutAtTheRowsMargin() {
        let terminal = terminalShowingBar(
            title: "A title far too long for this bar", width: 20, leftItem: nil, rightItem: nil)

        expectScreen(terminal, line: 0, is: " A title far too l…")
    }

    @Test func anEscapeSequenceInATitleIsShownAsPicturesNeverSent() {
        let terminal = terminalShowingBar(title: "\u{1B}[2J Boom", width: 30, leftItem: nil, rightItem: nil)

        expectScreen(terminal, line: 0, is: "          ␛[2J Boom")
    }

    @Test func theBarIsDrawnInTheThemesBarStyleWithKeysAndTitleInBold() {
        let terminal = terminalShowingBar(width: 80)
        let bar = Theme.standard.bar

        #expect(terminal.style(atColumn: 0, row: 0) == bar, "the margin belongs to the bar")
        #expect(terminal.style(atColumn: 1, row: 0) == bar.adding(.bold), "the key")
        #expect(terminal.style(atColumn: 5, row: 0) == bar, "the label")
        #expect(terminal.style(atColumn: 34, row: 0) == bar.adding(.bold), "the title")
        #expect(terminal.style(atColumn: 74, row: 0) == bar.adding(.bold), "the right key")
        #expect(terminal.style(atColumn: 79, row: 0) == bar, "the bar reaches the right edge")
        #expect(terminal.style(atColumn: 0, row: 1) == .plain, "the content is not in the bar's style")
    }

    @Test func theBackButtonNamesEveryBackKeyOfTheEnvironment() {
        var environment = ViewEnvironment.empty
        environment.keyBindings.back = [.escape, .control("b")]
        let terminal = terminalShowingBar(width: 80, environment: environment)

        expectScreen(terminal, terminal.lines[0].hasPrefix(" Esc/^B Log out "))
    }
}
