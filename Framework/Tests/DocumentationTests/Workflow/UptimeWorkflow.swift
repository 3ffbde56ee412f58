import Workflow

/// Counts the seconds it has run, on the clock it is given.
struct UptimeWorkflow: Workflow {
    var clock: any Clock<Duration> = ContinuousClock()

    typealias State = Int

    func makeInitialState() -> Int { 0 }

    enum Action: WorkflowAction {
        typealias WorkflowType = UptimeWorkflow

        case tick

        func apply(toState seconds: inout Int) -> Never? {
            seconds += 1
            return nil
        }
    }

    func render(state seconds: Int, context: RenderContext<UptimeWorkflow>) -> String {
        TimerWorker(every: .seconds(1), clock: clock)
            .mapOutput { Action.tick }
            .running(in: context, key: "tick")
        return "Up \(seconds) s"
    }
}
