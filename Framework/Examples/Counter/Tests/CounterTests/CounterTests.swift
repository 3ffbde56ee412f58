import Testing
import TerminalTesting
import Workflow
import WorkflowTesting
import WorkflowUI

@testable import counter

/// The counter's logic and its screen, without a terminal: the workflow with
/// WorkflowTesting, the view on the in-memory terminal.
@MainActor
@Suite struct CounterTests {
    @Test func incrementingAndDecrementingChangeTheCountByOne() {
        CounterWorkflow.Action.tester(withState: 4)
            .send(action: .increment)
            .assert(state: 5)
            .send(action: .decrement)
            .send(action: .decrement)
            .assert(state: 3)
            .assertNoOutput()
    }

    @Test func theScreensCallbacksAreTheWorkflowsActions() {
        CounterWorkflow()
            .renderTester(initialState: 7)
            .render { screen in
                #expect(screen.count == 7)
                screen.onIncrement()
            }
            .assert(state: 8)
    }

    @Test func plusAndTheDownKeyChangeTheCountOnScreen() {
        let terminal = InMemoryTerminal(size: Size(width: 40, height: 6), root: WorkflowHostingView(workflow: CounterWorkflow()))
        expectScreen(terminal, line: 1, is: "  Count: 0")
        terminal.type("++")
        terminal.press(.down)
        expectScreen(terminal, line: 1, is: "  Count: 1")
        expectScreen(terminal, contains: "+/↑ more  -/↓ less")
    }
}
