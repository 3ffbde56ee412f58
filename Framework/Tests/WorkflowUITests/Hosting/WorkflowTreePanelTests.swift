import TerminalTesting
import Testing
import Workflow
import WorkflowUI

@MainActor
struct WorkflowTreePanelTests {
    @Test func theRunningTreeIsShownBesideTheContentAndFollowsEachRendering() {
        let app = WorkflowHostingView(workflow: CounterWorkflow(), showsKeyHints: false)
        let terminal = InMemoryTerminal(size: Size(width: 80, height: 3), root: WorkflowTreePanel(showing: app, host: app.host))
        let contentWidth = 48

        expectScreen(terminal, lines: [
            "Count: 0" + String(repeating: " ", count: contentWidth - 8) + "│ Workflow tree",
            String(repeating: " ", count: contentWidth) + "│ CounterWorkflow  state: 0",
            String(repeating: " ", count: contentWidth) + "│",
        ])

        terminal.press(.character("+"))

        expectScreen(terminal, terminal.lines[0].hasPrefix("Count: 1 "))
        expectScreen(terminal, terminal.lines[1].hasSuffix("│ CounterWorkflow  state: 1"))
    }

    @Test func aRenderingThatChangesNoViewStillShowsInTheTree() async {
        let host = WorkflowHost(workflow: HiddenCountWorkflow())
        let content = DescribedView(screen: host.rendering, environment: .empty)
        let terminal = InMemoryTerminal(size: Size(width: 80, height: 3), root: WorkflowTreePanel(showing: content, host: host))

        host.rendering.sink.send(AnyWorkflowAction { $0 += 1; return nil })

        await expectScreen(terminal, eventually: { $0.lines[1].hasSuffix("HiddenCountWorkflow  state: 1") })
        expectScreen(terminal, line: 0, is: "Counting" + String(repeating: " ", count: 40) + "│ Workflow tree")
    }

    @Test func keysReachTheContentThroughThePanel() {
        let app = WorkflowHostingView(workflow: CounterWorkflow())
        let panel = WorkflowTreePanel(showing: app, host: app.host)

        #expect(panel.dispatch(.character("+")))
        #expect(panel.activeKeyHints.map(\.label) == ["add", "done"])
    }

    @Test func belowSixtyColumnsTheContentGetsTheWholeScreen() {
        let app = WorkflowHostingView(workflow: CounterWorkflow(), showsKeyHints: false)
        let terminal = InMemoryTerminal(size: Size(width: 59, height: 2), root: WorkflowTreePanel(showing: app, host: app.host))

        expectScreen(terminal, lines: ["Count: 0", ""])
    }

    @Test func aWorkersResultRedrawsThePanelToo() async {
        let app = WorkflowHostingView(workflow: AnswerWorkflow(), showsKeyHints: false)
        let terminal = InMemoryTerminal(size: Size(width: 80, height: 3), root: WorkflowTreePanel(showing: app, host: app.host))
        expectScreen(terminal, terminal.lines[2].contains("Worker<AnswerWorker>"))

        let loaded = await terminal.waitUntil { $0.lines[0].hasPrefix("The answer is 42") }

        expectScreen(terminal, loaded)
        expectScreen(terminal, terminal.lines[1].hasSuffix("│ AnswerWorkflow  state: loaded…"))
        expectScreen(terminal, doesNotContain: "Worker<", "the finished worker has left the tree")
    }
}

/// Counts in its state and shows none of it: its screen stays equal.
private struct HiddenCountWorkflow: Workflow {
    typealias State = Int
    typealias Rendering = CountingScreen

    func makeInitialState() -> Int { 0 }

    func render(state: Int, context: RenderContext<HiddenCountWorkflow>) -> CountingScreen {
        CountingScreen(sink: context.makeSink(of: AnyWorkflowAction<HiddenCountWorkflow>.self))
    }
}

private struct CountingScreen: Screen, Equatable {
    var sink: Sink<AnyWorkflowAction<HiddenCountWorkflow>>

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        CountingView.description(for: self, environment: environment)
    }
}

private final class CountingView: ScreenView<CountingScreen> {
    override func draw(in canvas: Canvas) {
        canvas.draw("Counting", at: .zero)
    }
}
