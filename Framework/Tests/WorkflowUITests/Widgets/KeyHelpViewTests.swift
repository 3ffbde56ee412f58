import TerminalTesting
import Testing
import WorkflowUI

@MainActor
@Suite struct KeyHelpViewTests {
    private let entries = (1...6).map { KeyHint(keys: "F\($0)", label: "action \($0)") }

    /// A help screen shown as a modal would show it: with the keys beneath it in the
    /// environment.
    private func help(entries: [KeyHint], onClose: @escaping () -> Void = {}) -> DescribedView {
        var environment = ViewEnvironment()
        environment.keysBeneath = KeysBeneath { entries }
        return DescribedView(screen: KeyHelpScreen(onClose: onClose), environment: environment)
    }

    @Test func theHelpListsTheKeysBeneathThenHowToCloseIt() {
        let terminal = InMemoryTerminal(size: Size(width: 40, height: 10), root: help(entries: Array(entries.prefix(2))))
        expectScreen(terminal, terminal.lines.prefix(4) == [" Keys", "  F1       action 1", "  F2       action 2", "  ? Esc q  close this help"])
    }

    @Test func escQuestionMarkAndQClose() {
        var closes = 0
        let view = help(entries: entries) { closes += 1 }
        let terminal = InMemoryTerminal(size: Size(width: 40, height: 10), root: view)
        terminal.press(.escape, .character("?"), .character("q"))
        #expect(closes == 3)
        #expect(view.activeKeyHints.map(\.label) == ["close help"])
    }

    @Test func aListTallerThanTheViewScrollsWithTheMovementKeysAndSaysSoInItsCommands() {
        let view = help(entries: entries)
        let terminal = InMemoryTerminal(size: Size(width: 30, height: 4), root: view)
        expectScreen(terminal, lines: [" Keys", "  F1       action 1", "  F2       action 2", "  F3       action 3"])
        #expect(view.activeKeyHints.map(\.label) == ["scroll", "close help"])

        terminal.press(.down)
        #expect(terminal.lines[1] == "  F2       action 2")
        terminal.press(.end)
        #expect(terminal.lines[3] == "  ? Esc q  close this help", "the last entry on the last row")
        terminal.press(.character("j"))
        #expect(terminal.lines[3] == "  ? Esc q  close this help", "it stops there")
        terminal.press(.home)
        #expect(terminal.lines[1] == "  F1       action 1")
    }

    @Test func aListThatFitsOffersNoScrolling() {
        let view = help(entries: entries)
        let terminal = InMemoryTerminal(size: Size(width: 30, height: 10), root: view)
        #expect(view.activeKeyHints.map(\.label) == ["close help"])
        #expect(!view.dispatch(.down))
        #expect(terminal.lines[1] == "  F1       action 1")
    }
}
