import TerminalTesting
import Testing
import WorkflowUI

/// The TerminalTesting article's screen checks and wait, run. (Its `eventually` is
/// `RunningAWorkflowTests`'s.)
@MainActor
@Suite struct ScreenAssertionTests {
    @Test func aNameTypedIsGreeted() {
        let terminal = InMemoryTerminal(size: Size(width: 40, height: 8), root: WorkflowHostingView(workflow: GreetingWorkflow()))
        terminal.type("Ada")
        terminal.press(.enter)

        expectScreen(terminal, contains: "Hello, Ada!")
        expectScreen(terminal, doesNotContain: "Hello, Grace!")
        expectScreen(terminal, line: 2, is: " Ada")
        expectScreen(terminal, terminal.lines[7].hasPrefix("Enter"), "the footer offers Enter")
    }

    @Test func theGreetingIsWaitedFor() async {
        let terminal = InMemoryTerminal(size: Size(width: 40, height: 8), root: WorkflowHostingView(workflow: GreetingWorkflow()))
        terminal.type("Ada")
        terminal.press(.enter)
        await expectScreen(terminal, eventually: { $0.contains("Hello") })
    }
}
