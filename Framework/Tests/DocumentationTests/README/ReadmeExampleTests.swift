import Testing
import Workflow
import WorkflowUI

/// The README's examples, run.
@MainActor
@Suite struct ReadmeExampleTests {
    @Test func theWelcomeWorkflowLogsInWithTheNameTyped() {
        let app = WorkflowHostingView(workflow: WelcomeWorkflow())
        var loggedIn: [String] = []
        app.onOutput = { output in if case .didLogIn(let name) = output { loggedIn.append(name) } }
        let terminal = InMemoryTerminal(size: Size(width: 80, height: 24), root: app)
        terminal.type("Ada")
        terminal.press(.enter)
        #expect(loggedIn == ["Ada"])
    }

    @Test func anAppsKeyBindingDrivesTheKeyAndTheFooter() {
        var deleted = 0
        let screen = ContactScreen(name: "Ada") { deleted += 1 }
        let standard = InMemoryTerminal(size: Size(width: 30, height: 3), root: DescribedView(screen: screen, environment: .empty))
        standard.press(.delete)
        #expect(deleted == 1)

        let changed = DescribedView(screen: screen, environment: contactOptions().environment)
        let terminal = InMemoryTerminal(size: Size(width: 30, height: 3), root: changed)
        terminal.press(.character("d"))
        terminal.press(.character("x"))
        #expect(deleted == 2, "x deletes now, and d no longer does")
    }
}
