import TerminalTesting
import Testing
import WorkflowUI

/// The container articles' workflows, on the in-memory terminal.
@MainActor
@Suite struct ContainerTests {
    @Test func theNoteGoesOnTopOfTheFormAndEscGoesBack() {
        let terminal = InMemoryTerminal(size: Size(width: 40, height: 8), root: WorkflowHostingView(workflow: WelcomeFlowWorkflow()))
        terminal.type("Ada")
        terminal.press(.enter)
        expectScreen(terminal, terminal.lines[0].hasPrefix(" Esc Back"))
        #expect(terminal.lines[2] == " Ada has been greeted.")
        terminal.press(.escape)
        expectScreen(terminal, line: 1, is: " What's your name?")
    }

    @Test func theGuestsAreListedBesideTheFormOnAWideTerminal() {
        let terminal = InMemoryTerminal(size: Size(width: 60, height: 8), root: WorkflowHostingView(workflow: GuestBookWorkflow()))
        terminal.type("Ada")
        terminal.press(.enter)
        expectScreen(terminal, terminal.lines[1].hasSuffix("│ Guests: Ada"))
        terminal.resize(to: Size(width: 59, height: 8))
        expectScreen(terminal, doesNotContain: "Guests")
    }

    @Test func onANarrowTerminalTheGuestsArePushedOverTheFormAndEscGoesBack() {
        let terminal = InMemoryTerminal(size: Size(width: 40, height: 8), root: WorkflowHostingView(workflow: GuestBookStackWorkflow()))
        terminal.type("Ada")
        terminal.press(.enter)
        terminal.press(.tab)
        expectScreen(terminal, terminal.lines[0].hasPrefix(" Esc Back") && terminal.lines[0].contains("Guests"))
        expectScreen(terminal, line: 1, is: " Ada")
        terminal.press(.escape)
        expectScreen(terminal, line: 2, is: " What's your name?")
    }

    @Test func onAWideTerminalTheGuestsAreBesideTheFormAndTabGivesThemTheKeys() {
        let terminal = InMemoryTerminal(size: Size(width: 60, height: 8), root: WorkflowHostingView(workflow: GuestBookStackWorkflow()))
        expectScreen(terminal, terminal.lines[1].hasSuffix("◂ No guests yet."))
        terminal.press(.tab)
        expectScreen(terminal, terminal.lines[1].hasSuffix("▸ No guests yet.") && terminal.lines[0].hasPrefix(" Esc Back"))
        terminal.resize(to: Size(width: 40, height: 8))
        expectScreen(terminal, line: 1, is: " No guests yet.")
    }

    @Test func guestsPushedOnANarrowTerminalMakeWayForTheSplitWhenItWidens() async {
        let terminal = InMemoryTerminal(size: Size(width: 40, height: 8), root: WorkflowHostingView(workflow: PushedGuestsWorkflow()))
        terminal.press(.tab)
        await expectScreen(terminal, eventually: { $0.lines[0].hasPrefix(" Esc Back") }, within: .seconds(10))
        terminal.resize(to: Size(width: 60, height: 8))
        await expectScreen(terminal, eventually: { $0.lines[1].hasSuffix("◂ No guests yet.") }, within: .seconds(10))
        terminal.resize(to: Size(width: 40, height: 8))
        await expectScreen(terminal, eventually: { $0.lines[0].hasPrefix(" Esc Back") }, within: .seconds(10), "still asked for")
    }

    @Test func resettingAsksFirst() {
        let terminal = InMemoryTerminal(size: Size(width: 40, height: 12), root: WorkflowHostingView(workflow: ResetWorkflow()))
        terminal.type("r")
        expectScreen(terminal, contains: "Reset the count?")
        terminal.type("y")
        expectScreen(terminal, line: 1, is: " Count: 0")
    }

    @Test func theHelpListsTheNotesKeys() {
        let terminal = InMemoryTerminal(size: Size(width: 40, height: 12), root: WorkflowHostingView(workflow: HelpfulNoteWorkflow()))
        terminal.type("?")
        expectScreen(terminal, contains: "help")
        terminal.press(.escape)
        expectScreen(terminal, line: 1, is: " Press ? for the keys.")
    }
}
