import Workflow
import WorkflowUI

/// Shows "Loading…" while a worker works out the answer, then the answer.
struct AnswerWorkflow: Workflow {
    enum State {
        case loading
        case loaded(Int)
    }

    func makeInitialState() -> State { .loading }

    /// Produces the answer after a suspension, off the main actor, as real I/O would.
    struct AnswerWorker: Worker, Equatable {
        func run() async -> Int {
            await Task.yield()
            return 42
        }
    }

    func render(state: State, context: RenderContext<AnswerWorkflow>) -> NoteScreen {
        switch state {
        case .loading:
            AnswerWorker()
                .mapOutput { answer in AnyWorkflowAction<AnswerWorkflow> { $0 = .loaded(answer); return nil } }
                .running(in: context, key: "answer")
            return NoteScreen("Loading…")
        case .loaded(let answer):
            return NoteScreen("The answer is \(answer)")
        }
    }
}
