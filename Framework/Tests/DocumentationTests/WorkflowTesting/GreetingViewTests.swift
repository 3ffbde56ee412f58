import TerminalTesting
import Testing
import WorkflowUI

@MainActor
@Suite struct GreetingViewTests {
    @Test func typingANameAndEnterGreets() {
        let app = WorkflowHostingView(workflow: GreetingWorkflow())
        let terminal = InMemoryTerminal(size: Size(width: 40, height: 8), root: app)

        terminal.type("Ada")
        terminal.press(.enter)

        #expect(terminal.lines[1] == " What's your name?")
        #expect(terminal.lines[2] == " Ada")
        expectScreen(terminal, line: 4, is: " Hello, Ada!")
        #expect(terminal.lines[7] == "Enter greet")
    }
}
