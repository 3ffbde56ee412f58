import Testing
import WorkflowUI

/// The container articles' workflows, on the in-memory terminal.
@MainActor
@Suite struct ContainerTests {
    @Test func theNoteGoesOnTopOfTheFormAndEscGoesBack() {
        let terminal = InMemoryTerminal(size: Size(width: 40, height: 8), root: WorkflowHostingView(workflow: WelcomeFlowWorkflow()))
        terminal.type("Ada")
        terminal.press(.enter)
        #expect(terminal.lines[0].hasPrefix(" Esc Back"), "\(terminal)")
        #expect(terminal.lines[2] == " Ada has been greeted.")
        terminal.press(.escape)
        #expect(terminal.lines[1] == " What's your name?", "\(terminal)")
    }

    @Test func theGuestsAreListedBesideTheFormOnAWideTerminal() {
        let terminal = InMemoryTerminal(size: Size(width: 60, height: 8), root: WorkflowHostingView(workflow: GuestBookWorkflow()))
        terminal.type("Ada")
        terminal.press(.enter)
        #expect(terminal.lines[1].hasSuffix("│ Guests: Ada"), "\(terminal)")
        terminal.resize(to: Size(width: 59, height: 8))
        #expect(!terminal.contains("Guests"), "\(terminal)")
    }

    @Test func resettingAsksFirst() {
        let terminal = InMemoryTerminal(size: Size(width: 40, height: 12), root: WorkflowHostingView(workflow: ResetWorkflow()))
        terminal.type("r")
        #expect(terminal.contains("Reset the count?"), "\(terminal)")
        terminal.type("y")
        #expect(terminal.lines[1] == " Count: 0", "\(terminal)")
    }

    @Test func theHelpListsTheNotesKeys() {
        let terminal = InMemoryTerminal(size: Size(width: 40, height: 12), root: WorkflowHostingView(workflow: HelpfulNoteWorkflow()))
        terminal.type("?")
        #expect(terminal.contains("help"), "\(terminal)")
        terminal.press(.escape)
        #expect(terminal.lines[1] == " Press ? for the keys.", "\(terminal)")
    }
}
