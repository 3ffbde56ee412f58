import Testing
import WorkflowUI

@MainActor
@Suite struct KeyHelpViewTests {
    private let list = KeyHelpList(entries: (1...6).map { KeyHint(keys: "F\($0)", label: "action \($0)") })

    @Test func aListTallerThanTheViewScrollsWithTheMovementKeysAndSaysSoInItsCommands() async {
        let help = KeyHelpView { list }
        let terminal = InMemoryTerminal(size: Size(width: 20, height: 4), root: help)
        #expect(terminal.lines == [" Keys", "  F1  action 1", "  F2  action 2", "  F3  action 3"])
        #expect(help.activeKeyHints.map(\.label) == ["scroll"])

        terminal.press(.down)
        #expect(terminal.lines[1] == "  F2  action 2")
        terminal.press(.end)
        #expect(terminal.lines[3] == "  F6  action 6", "the last entry on the last row")
        terminal.press(.character("j"))
        #expect(terminal.lines[3] == "  F6  action 6", "it stops there")
        terminal.press(.pageUp)
        #expect(terminal.lines[1] == "  F1  action 1")

        terminal.press(.end)
        help.scrollToTop()
        #expect(await terminal.waitUntil { $0.lines[1] == "  F1  action 1" }, "it asks for a frame back at the top")
    }

    @Test func aListThatFitsOffersNoScrollingAndLetsTheKeysGo() {
        let help = KeyHelpView { list }
        let terminal = InMemoryTerminal(size: Size(width: 20, height: 8), root: help)
        #expect(help.activeKeyHints.isEmpty)
        #expect(!help.dispatch(.down))
        #expect(terminal.lines[1] == "  F1  action 1")
    }
}
