// The program the curses tests start on a pseudo-terminal, as a shell starts an app: one
// line on the screen until Ctrl-C or a signal ends it, run by `TerminalApp.run`.
import Workflow
import WorkflowTerminal
import WorkflowUI

struct ReadyWorkflow: Workflow {
    typealias State = Void
    func makeInitialState() {}
    func render(state: Void, context: RenderContext<ReadyWorkflow>) -> ReadyScreen { ReadyScreen() }
}

struct ReadyScreen: Screen {
    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        ReadyView.description(for: self, environment: environment)
    }
}

final class ReadyView: ScreenView<ReadyScreen> {
    override func draw(in canvas: Canvas) {
        canvas.draw("Ready", at: Point(column: 0, row: 0))
    }
}

MainQueueLoop.run { await TerminalApp.run(ReadyWorkflow()) }
