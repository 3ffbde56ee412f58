import Testing
import Workflow

/// Runs one side effect per key it is given and logs their starts and ends.
private struct SideEffectWorkflow: Workflow {
    var keys: [String]
    let log: EventLog

    typealias State = Void

    func render(state: Void, context: RenderContext<SideEffectWorkflow>) {
        for key in keys {
            context.runSideEffect(key: key) { lifetime in
                log.events.append("start \(key)")
                lifetime.onEnded { log.events.append("end \(key)") }
            }
        }
    }
}

@MainActor
final class EventLog {
    var events: [String] = []
}

@MainActor
@Suite struct SideEffectTests {
    @Test func aSideEffectRunsOnceForAsLongAsItsKeyIsRendered() {
        let log = EventLog()
        let host = WorkflowHost(workflow: SideEffectWorkflow(keys: ["a"], log: log))
        host.update(workflow: SideEffectWorkflow(keys: ["a"], log: log))
        host.update(workflow: SideEffectWorkflow(keys: ["a", "b"], log: log))
        #expect(log.events == ["start a", "start b"])
    }

    @Test func aSideEffectLeftOutOfARenderEndsItsLifetime() {
        let log = EventLog()
        let host = WorkflowHost(workflow: SideEffectWorkflow(keys: ["a", "b"], log: log))
        host.update(workflow: SideEffectWorkflow(keys: ["b"], log: log))
        #expect(log.events == ["start a", "start b", "end a"])
    }

    @Test func tearingDownTheHostEndsEveryLifetime() {
        let log = EventLog()
        var host: WorkflowHost<SideEffectWorkflow>? = WorkflowHost(workflow: SideEffectWorkflow(keys: ["a"], log: log))
        _ = host
        host = nil
        #expect(log.events == ["start a", "end a"])
    }

    @Test func onEndedAfterTheEndRunsAtOnce() {
        let log = EventLog()
        var saved: Lifetime?
        struct Capture: Workflow {
            typealias State = Void
            let capture: (Lifetime) -> Void
            func render(state: Void, context: RenderContext<Capture>) {
                context.runSideEffect(key: 0) { capture($0) }
            }
        }
        var host: WorkflowHost<Capture>? = WorkflowHost(workflow: Capture { saved = $0 })
        _ = host
        host = nil
        #expect(saved?.hasEnded == true)
        saved?.onEnded { log.events.append("late") }
        #expect(log.events == ["late"])
    }
}
