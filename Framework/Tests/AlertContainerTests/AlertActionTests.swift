import AlertContainer
import Testing
import Workflow
import WorkflowUI

/// The answers a workflow's helper makes, outside `render` and so off the main actor,
/// as workflows usually make their alerts.
private func quitActions(sink: Sink<String>) -> [AlertAction] {
    [
        AlertAction(title: "Quit", key: .character("y"), style: .destructive) { sink.send("quit") },
        AlertAction(title: "Stay", key: .character("n"), style: .cancel) { sink.send("stay") },
    ]
}

@MainActor
struct AlertActionTests {
    @MainActor private final class Sent {
        var values: [String] = []
    }

    @Test func aHelperOffTheMainActorMakesActionsWhoseHandlersSendToASink() {
        let sent = Sent()
        let actions = quitActions(sink: Sink { sent.values.append($0) })
        actions[0].handler()
        actions[1].handler()
        #expect(sent.values == ["quit", "stay"])
    }
}
