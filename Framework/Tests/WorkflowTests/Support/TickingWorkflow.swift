import Workflow

/// Counts the ticks of a timer on `clock`, while `isTicking`; each tick may start a
/// short chain of workers (`followUps` long) whose ends it counts too.
struct TickingWorkflow: Workflow {
    var clock: any Clock<Duration>
    var interval = Duration.seconds(2)
    var isTicking = true
    var followUps = 0

    struct State: Equatable {
        var ticks = 0
        var followUpsLeft = 0
        var followUpsDone = 0
    }

    func makeInitialState() -> State { State() }

    enum Action: WorkflowAction {
        typealias WorkflowType = TickingWorkflow
        case tick(followUps: Int)
        case followedUp

        func apply(toState state: inout State) -> Never? {
            switch self {
            case .tick(let followUps):
                state.ticks += 1
                state.followUpsLeft += followUps
            case .followedUp:
                state.followUpsLeft -= 1
                state.followUpsDone += 1
            }
            return nil
        }
    }

    /// Does nothing, at once: one link of a chain.
    struct FollowUpWorker: Worker {
        var number: Int
        func run() async {}
        func isEquivalent(to otherWorker: FollowUpWorker) -> Bool { number == otherWorker.number }
    }

    func render(state: State, context: RenderContext<TickingWorkflow>) -> State {
        if isTicking {
            let followUps = self.followUps
            TimerWorker(every: interval, clock: clock)
                .mapOutput { Action.tick(followUps: followUps) }
                .running(in: context, key: "timer")
        }
        if state.followUpsLeft > 0 {
            FollowUpWorker(number: state.followUpsDone)
                .mapOutput { Action.followedUp }
                .running(in: context, key: "follow-up")
        }
        return state
    }
}
