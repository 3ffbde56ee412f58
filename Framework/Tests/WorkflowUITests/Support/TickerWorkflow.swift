import Workflow
import WorkflowUI

/// Counts a timer's ticks on `clock`, every `interval`; after each tick, a wait of
/// `echoDelay` on the same clock counts an echo. Its screen's view reports its width on
/// the main actor's next turn, never while it is laid out, and the workflow shows what it
/// was told.
struct TickerWorkflow: Workflow {
    var clock: any Clock<Duration>
    var interval = Duration.seconds(2)
    var echoDelay = Duration.seconds(1)

    struct State: Equatable {
        var ticks = 0
        var echoes = 0
        var reportedWidth: Int?
    }

    func makeInitialState() -> State { State() }

    enum Action: WorkflowAction {
        typealias WorkflowType = TickerWorkflow
        case tick
        case echo
        case width(Int)

        func apply(toState state: inout State) -> Never? {
            switch self {
            case .tick: state.ticks += 1
            case .echo: state.echoes += 1
            case .width(let width): state.reportedWidth = width
            }
            return nil
        }
    }

    /// Waits on the clock, once per tick.
    struct EchoWorker: Worker {
        var tick: Int
        var delay: Duration
        var clock: any Clock<Duration>
        func run() async { try? await clock.sleep(for: delay) }
        func isEquivalent(to otherWorker: EchoWorker) -> Bool { tick == otherWorker.tick }
    }

    func render(state: State, context: RenderContext<TickerWorkflow>) -> TickerScreen {
        TimerWorker(every: interval, clock: clock)
            .mapOutput { Action.tick }
            .running(in: context, key: "timer")
        if state.echoes < state.ticks {
            EchoWorker(tick: state.echoes + 1, delay: echoDelay, clock: clock)
                .mapOutput { Action.echo }
                .running(in: context, key: "echo")
        }
        let sink = context.makeSink(of: Action.self)
        return TickerScreen(state: state, onWidth: { sink.send(.width($0)) })
    }
}

struct TickerScreen: Screen {
    var state: TickerWorkflow.State
    var onWidth: (Int) -> Void

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        TickerView.description(for: self, environment: environment)
    }
}

/// Shows the counts; tells its screen a new width on the main actor's next turn, never
/// while it is laid out.
final class TickerView: ScreenView<TickerScreen> {
    private var reportedWidth: Int?

    override func layout() {
        guard size.width != reportedWidth else { return }
        reportedWidth = size.width
        let onWidth = screen.onWidth
        let width = size.width
        Task { @MainActor in onWidth(width) }
    }

    override func draw(in canvas: Canvas) {
        let state = screen.state
        canvas.draw("\(state.ticks) ticks, \(state.echoes) echoes", at: .zero)
        canvas.draw("width \(state.reportedWidth.map(String.init) ?? "?")", at: Point(column: 0, row: 1))
    }
}
