// A whole app: a count that + and - change. The framework's README shows this file; this
// package builds it, so the README's code cannot drift from the API.
import Workflow
import WorkflowTerminal
import WorkflowUI

// The workflow: the count, and the actions that change it.
struct CounterWorkflow: Workflow {
    typealias State = Int
    func makeInitialState() -> Int { 0 }

    enum Action: WorkflowAction {
        typealias WorkflowType = CounterWorkflow
        case increment, decrement

        func apply(toState count: inout Int) -> Never? {
            switch self {
            case .increment: count += 1
            case .decrement: count -= 1
            }
            return nil
        }
    }

    func render(state count: Int, context: RenderContext<CounterWorkflow>) -> CounterScreen {
        let sink = context.makeSink(of: Action.self)
        return CounterScreen(count: count, onIncrement: { sink.send(.increment) }, onDecrement: { sink.send(.decrement) })
    }
}

// The screen: plain data and callbacks.
struct CounterScreen: Screen {
    var count: Int
    var onIncrement: () -> Void
    var onDecrement: () -> Void

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        CounterView.description(for: self, environment: environment)
    }
}

// The view: draws the screen, and turns keys into its callbacks. The footer lists the
// commands, and Ctrl-C to quit.
final class CounterView: ScreenView<CounterScreen> {
    override var keyCommands: [KeyCommand] {
        [
            KeyCommand("more", keys: [.character("+"), .up]) { [screen] in screen.onIncrement() },
            KeyCommand("less", keys: [.character("-"), .down]) { [screen] in screen.onDecrement() },
        ]
    }

    override func draw(in canvas: Canvas) {
        canvas.draw("Count: \(screen.count)", at: Point(column: 2, row: 1), style: environment.theme.key)
    }
}

// Run it on the main thread until Ctrl-C (or a signal), with the terminal given back on
// the way out, and exit with the status it returns.
MainQueueLoop.run { await TerminalApp.run(CounterWorkflow()) }
