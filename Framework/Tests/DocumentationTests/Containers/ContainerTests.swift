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
