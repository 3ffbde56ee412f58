import BackStackContainer
import Foundation
import Workflow
import WorkflowUI

/// Edits a private copy of one todo's title and note, and says whether to save it.
struct TodoEditWorkflow: Workflow {
    // MARK: Input and Output

    let initialTodo: Todo
    let isNew: Bool

    enum Output: Equatable {
        case save(Todo)
        case discard
    }

    // MARK: State and Initialization

    struct State: Equatable {
        var title: String
        var note: String
        /// Why the last save was refused, until the title changes.
        var problem: String?
        var isConfirmingDiscard = false
    }

    func makeInitialState() -> State {
        State(title: initialTodo.title, note: initialTodo.note)
    }

    // MARK: Actions

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = TodoEditWorkflow

        case titleChanged(String)
        case noteChanged(String)
        case save(Todo)
        case back(original: Todo)
        case answerDiscard(confirmed: Bool)

        func apply(toState state: inout State) -> Output? {
            switch self {
            case .titleChanged(let title):
                state.title = title
                state.problem = nil
            case .noteChanged(let note):
                state.note = note
            case .save(var todo):
                guard let title = try? TodoTitle(state.title) else {
                    state.problem = "A todo needs a title."
                    return nil
                }
                todo.title = title.text
                todo.note = state.note
                return .save(todo)
            case .back(let original):
                guard state.title != original.title || state.note != original.note else { return .discard }
                state.isConfirmingDiscard = true
            case .answerDiscard(let confirmed):
                state.isConfirmingDiscard = false
                if confirmed { return .discard }
            }
            return nil
        }
    }

    // MARK: Rendering

    func render(state: State, context: RenderContext<TodoEditWorkflow>) -> BackStackScreen<AnyScreen>.Item {
        let sink = context.makeSink(of: Action.self)
        let todo = initialTodo
        let screen = TodoEditScreen(
            title: state.title,
            note: state.note,
            problem: state.problem,
            isConfirmingDiscard: state.isConfirmingDiscard,
            onTitleChanged: { sink.send(.titleChanged($0)) },
            onNoteChanged: { sink.send(.noteChanged($0)) },
            onAnswerDiscard: { sink.send(.answerDiscard(confirmed: $0)) }
        )
        return BackStackScreen.Item(
            key: "edit",
            screen: screen.asAnyScreen(),
            barVisibility: .visible(BarContent(
                title: isNew ? "New todo" : "Edit",
                leftItem: .back(label: "Back") { sink.send(.back(original: todo)) },
                rightItem: BarButton(label: "Save", key: .control("s")) { sink.send(.save(todo)) }
            ))
        )
    }
}
