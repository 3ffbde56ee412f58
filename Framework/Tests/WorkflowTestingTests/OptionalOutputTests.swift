import Testing
import Workflow
import WorkflowTesting

/// A worker whose output is itself optional (a count that may fail) produces nothing
/// unless the test says what, and produces nil when the test says nil.
@MainActor
@Suite struct OptionalOutputTests {
    struct MaybeCountWorker: Worker, Equatable {
        func run() async -> Int? { nil }
    }

    struct CountingWorkflow: Workflow {
        struct State: Equatable {
            var counts: [Int?] = []
        }

        enum Action: WorkflowAction, Equatable {
            typealias WorkflowType = CountingWorkflow
            case counted(Int?)

            func apply(toState state: inout State) -> Never? {
                if case .counted(let count) = self { state.counts.append(count) }
                return nil
            }
        }

        typealias Output = Never

        func makeInitialState() -> State { State() }

        func render(state: State, context: RenderContext<CountingWorkflow>) {
            MaybeCountWorker().mapOutput { Action.counted($0) }.running(in: context, key: "count")
        }
    }

    @Test func aWorkerWithAnOptionalOutputProducesNothingUnlessTold() {
        CountingWorkflow().renderTester()
            .expectWorker(type: MaybeCountWorker.self, key: "count")
            .render()
            .assertNoAction()
            .assert(state: CountingWorkflow.State())
    }

    @Test func aWorkerWithAnOptionalOutputProducesNilWhenTold() {
        CountingWorkflow().renderTester()
            .expectWorker(type: MaybeCountWorker.self, key: "count", producingOutput: .some(nil))
            .render()
            .assert(state: CountingWorkflow.State(counts: [nil]))
    }
}
