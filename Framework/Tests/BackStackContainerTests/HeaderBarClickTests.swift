import BackStackContainer
import TerminalTesting
import Testing
import WorkflowUI

/// With the mouse on, a click on a header bar button does what its key does.
@MainActor
struct HeaderBarClickTests {
    private final class Presses {
        var left = 0
        var right = 0
    }

    /// "Esc Log out" on the left, "n New" on the right, at `width` columns.
    private func terminal(width: Int, presses: Presses, itemAsksAQuestion: Bool = false) -> InMemoryTerminal {
        let stack = BackStackScreen(items: [
            .init(key: "list", screen: PageScreen("Todos", capturesKeys: itemAsksAQuestion), barVisibility: .visible(BarContent(
                title: "Welcome, Ada",
                leftItem: .back(label: "Log out") { presses.left += 1 },
                rightItem: BarButton(label: "New", key: .character("n")) { presses.right += 1 }
            ))),
        ])
        return InMemoryTerminal(size: Size(width: width, height: 3), root: DescribedView(screen: stack, environment: .empty))
    }

    @Test func aClickOnAButtonsKeyOrLabelPressesIt() {
        let presses = Presses()
        let terminal = terminal(width: 80, presses: presses)
        terminal.click(at: Point(column: 1, row: 0))
        terminal.click(at: Point(column: 8, row: 0))
        #expect(presses.left == 2)
        // "n New" is columns 74 to 78.
        terminal.click(at: Point(column: 74, row: 0))
        terminal.click(at: Point(column: 78, row: 0))
        #expect(presses.right == 2)
    }

    @Test func aClickOnTheTitleOrBesideTheButtonsPressesNothing() {
        let presses = Presses()
        let terminal = terminal(width: 80, presses: presses)
        for column in [0, 12, 40, 73, 79] {
            terminal.click(at: Point(column: column, row: 0))
        }
        terminal.click(at: Point(column: 2, row: 1))
        #expect(presses.left == 0 && presses.right == 0)
    }

    @Test func whereOnlyAKeyIsShownItIsWhatTakesTheClick() {
        let presses = Presses()
        // " Esc Log out    n": the right button is its key alone, at column 16.
        let terminal = terminal(width: 18, presses: presses)
        terminal.click(at: Point(column: 14, row: 0))
        #expect(presses.right == 0)
        terminal.click(at: Point(column: 16, row: 0))
        #expect(presses.right == 1)
    }

    @Test func whileTheItemAnswersEveryKeyTheHiddenButtonsTakeNoClick() {
        let presses = Presses()
        let terminal = terminal(width: 80, presses: presses, itemAsksAQuestion: true)
        terminal.click(at: Point(column: 2, row: 0))
        terminal.click(at: Point(column: 78, row: 0))
        #expect(presses.left == 0 && presses.right == 0)
    }
}
