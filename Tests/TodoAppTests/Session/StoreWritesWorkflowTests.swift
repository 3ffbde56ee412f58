import Foundation
import TerminalTesting
import Testing
import Workflow
import WorkflowTesting
@testable import TodoApp

/// The session's writes: each change handed to the writer once, under its ticket, and
/// how it ended passed up.
@MainActor
@Suite struct StoreWritesWorkflowTests {
    let store = InMemoryTodoStore()
    let todo = Todo(title: "Buy milk", position: 1)

    private func writing(
        _ todoWrites: [(ticket: Int, write: TodoWrite)] = [], draft: DraftWrite? = nil, settings: TodoListSettings? = nil
    ) -> StoreWritesWorkflow {
        StoreWritesWorkflow(
            writer: TodoWriter(store: store), user: "Ada", draftOwner: DraftOwner(bootID: "b", processID: 1, startTime: 1),
            todoWrites: todoWrites, draftWrite: draft, chosenSettings: settings
        )
    }

    @Test func eachChangeIsHandedOverUnderItsTicketAndItsOutcomeComesBack() {
        writing([(0, .create(todo)), (3, .delete(todo.id))])
            .renderTester()
            .expectSideEffect(key: "write-0")
            .expectSideEffect(key: "write-3", producingAction: AnyWorkflowAction<StoreWritesWorkflow>(sendingOutput: .todoWritten(ticket: 3, outcome: .failed("read-only"))))
            .render()
            .assert(output: .todoWritten(ticket: 3, outcome: .failed("read-only")))
    }

    @Test func theDraftsLastChangeIsHandedOverUnderItsTicket() {
        writing(draft: DraftWrite(ticket: 2, change: .forget))
            .renderTester()
            .expectSideEffect(key: "draft-2", producingAction: AnyWorkflowAction<StoreWritesWorkflow>(sendingOutput: .draftWritten(ticket: 2)))
            .render()
            .assert(output: .draftWritten(ticket: 2))
    }

    @Test func settingsAreKeptOnlyOnceTheUserChoosesAndOncePerChoice() {
        writing().renderTester().render().assertNoOutput()
        writing(settings: TodoListSettings(filter: .done, sort: .priority))
            .renderTester()
            .expectSideEffect(key: "settings-done-priority")
            .render()
    }

    /// A reread of the list replays over what it read the changes not yet reported, which
    /// must be the latest ones: an edit reported before the todo's creation had the
    /// creation replayed over the edited title (a fuzz run, seed 9538116234541746315).
    @Test func everyOutcomeIsReportedInTheOrderOfTheChangesByTheTimeTheWriterHasDrained() async {
        let edit = TodoWrite.update(todo.id, TodoChanges(title: "Buy oat milk", updatedAt: Date()))
        // Many times: the outcomes once raced the writer to the main actor.
        for attempt in 0..<1_000 {
            let writer = TodoWriter(store: store)
            let host = WorkflowHost(workflow: StoreWritesWorkflow(
                writer: writer, user: "Ada", draftOwner: DraftOwner(bootID: "b", processID: 1, startTime: 1),
                todoWrites: [(0, .create(todo)), (1, edit)], draftWrite: DraftWrite(ticket: 1, change: .forget), chosenSettings: nil
            ))
            let reported = Reports()
            host.observeOutputs { reported.outputs.append($0) }
            await writer.drain()
            #expect(
                reported.outputs == [.todoWritten(ticket: 0, outcome: .written), .todoWritten(ticket: 1, outcome: .written), .draftWritten(ticket: 1)],
                "attempt \(attempt)"
            )
            await host.stop()
        }
    }

    private final class Reports {
        var outputs: [StoreWritesWorkflow.Output] = []
    }

    @Test func aChangeReachesTheStore() async throws {
        let host = WorkflowHost(workflow: writing([(0, .create(todo))]))
        let written = try await eventually { try await store.todos(for: "Ada").map(\.title) == ["Buy milk"] }
        #expect(written)
        withExtendedLifetime(host) {}
    }
}
