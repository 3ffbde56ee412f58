import TerminalTesting
import Testing
import WorkflowUI

/// The screen assertion on the in-memory terminal that view tests draw into.
@MainActor
@Suite struct InMemoryTerminalScreenTests {
    @Test func aFailureOnTheInMemoryTerminalPrintsItsWholeScreenInItsFrame() {
        let terminal = InMemoryTerminal(size: Size(width: 6, height: 3), root: SignView(["Ada", "", "Grace"]))
        expectScreen(terminal, lines: ["Ada", "", "Grace"])
        withKnownIssue {
            expectScreen(terminal, contains: "Alan")
        } matching: { issue in
            issue.text == "The screen does not show \"Alan\". The screen:\n+------+\n|Ada   |\n|      |\n|Grace |\n+------+"
        }
    }

    @Test func waitingForTheScreenSeesAChangeDrawnLater() async {
        let sign = SignView(["Loading…"])
        let terminal = InMemoryTerminal(size: Size(width: 12, height: 1), root: sign)
        Task { @MainActor in sign.rows = ["Loaded"] }
        #expect(await expectScreen(terminal, eventually: { $0.contains("Loaded") }))
    }

    @Test func aScreenThatNeverGetsThereFailsAtTheDeadlineWithTheScreen() async {
        let terminal = InMemoryTerminal(size: Size(width: 12, height: 1), root: SignView(["Loading…"]))
        await withKnownIssue {
            #expect(await !expectScreen(terminal, eventually: { $0.contains("Loaded") }, within: .milliseconds(50)))
        } matching: { issue in
            issue.text == "The screen never got there within 0.05 seconds. The screen:\n+------------+\n|Loading…    |\n+------------+"
        }
    }
}
