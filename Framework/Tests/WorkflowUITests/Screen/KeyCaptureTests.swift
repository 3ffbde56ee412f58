import Testing
import WorkflowUI

@MainActor
struct KeyCaptureTests {
    /// A question inside a view with its own command, inside a root with another.
    private func question(log: EventLog) -> (root: CommandView, question: QuestionView) {
        let question = QuestionView(log: log)
        let middle = CommandView(
            commands: [KeyCommand("new", keys: [.character("a")]) { log.record("new") }], child: question)
        let root = CommandView(
            commands: [KeyCommand("quit", keys: [.control("c")]) { log.record("quit") }], child: middle)
        return (root, question)
    }

    @Test func whileAViewCapturesKeysOnlyItsHintsAreShown() {
        let (root, _) = question(log: EventLog())

        #expect(root.activeKeyHints == [KeyHint(keys: "y", label: "yes"), KeyHint(keys: "n", label: "no")])
    }

    @Test func onceItStopsCapturingTheHintsAroundItReturn() {
        let (root, question) = question(log: EventLog())

        question.isAsking = false

        #expect(root.activeKeyHints.map(\.label) == ["new", "quit"])
    }

    @Test func capturingHidesHintsButTheCapturingViewDecidesWhichKeysItTakes() {
        let log = EventLog()
        let (root, _) = question(log: log)

        _ = root.dispatch(.character("a"))
        _ = root.dispatch(.character("y"))

        #expect(log.entries == ["no", "yes"], "the question took `a` as a no; the container's command never ran")
    }
}
