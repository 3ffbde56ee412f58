import Workflow

/// Waits, off the main actor, and says when the time is up.
struct WaitWorker: Worker, Equatable {
    var milliseconds: Int

    func run() async -> Int {
        try? await Task.sleep(for: .milliseconds(milliseconds))
        return milliseconds
    }
}

/// Counts down from a number, one step per worker run.
struct CountdownWorkflow: Workflow {
    var from: Int

    typealias State = Int

    func makeInitialState() -> Int { from }

    enum Action: WorkflowAction {
        typealias WorkflowType = CountdownWorkflow

        case tick

        func apply(toState remaining: inout Int) -> Never? {
            remaining -= 1
            return nil
        }
    }

    func render(state remaining: Int, context: RenderContext<CountdownWorkflow>) -> String {
        guard remaining > 0 else { return "Lift off!" }
        WaitWorker(milliseconds: 10)
            .mapOutput { _ in Action.tick }
            .running(in: context, key: "\(remaining)")
        return "\(remaining)…"
    }
}
