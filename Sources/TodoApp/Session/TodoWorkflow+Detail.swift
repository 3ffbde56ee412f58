import BackStackContainer
import Workflow
import WorkflowUI

// MARK: The selected todo in full

extension TodoWorkflow {
    /// The pane beside the list: the selected todo, read from the store while it is shown
    /// (beside the list on a wide terminal, or alone on a narrow one while it has the
    /// keys), with the todos `beside` it; what the list knows of it otherwise.
    @MainActor
    func renderDetail(
        of selected: TodoSummary?, beside: [Todo.ID], state: State, today: TodoDay, context: RenderContext<TodoWorkflow>
    ) -> AnyScreen {
        guard let selected else { return NothingSelectedScreen().asAnyScreen() }
        guard state.arrangement == .sideBySide || state.isReadingDetail else {
            // Not shown (a narrow terminal): what the list knows, with nothing read for it.
            return TodoDetailScreen(summary: selected, todo: nil, problem: nil, today: today).asAnyScreen()
        }
        let index = state.todos.firstIndex(ofID: selected.id)
        return TodoDetailWorkflow(
            summary: selected, beside: beside, store: store, writer: writer, user: name, revision: state.revision,
            today: today, hasKeys: state.isReadingDetail, shownSelection: state.shownSelection
        )
        .mapOutput { [clock] output -> Action in
            switch output {
            case .back: .readDetail(false)
            case .edit: index.map { .list(.open(TodoListWorkflow.ListedTodo(index: $0, id: selected.id)), at: clock.now()) } ?? .readDetail(false)
            case .showHelp: .showHelp(true)
            }
        }
        .rendered(in: context)
        .asAnyScreen()
    }

    /// While the selected todo has the keys, the header's Esc goes back to the list, not
    /// out of it; nil otherwise.
    @MainActor
    func detailBar(over list: TodoListWorkflow.Rendering, state: State, context: RenderContext<TodoWorkflow>) -> BarContent? {
        guard state.isReadingDetail, list.selected != nil else { return nil }
        let sink = context.makeSink(of: Action.self)
        var bar = list.bar
        bar.leftItem = .back(label: "Back", help: "back to the list") { sink.send(.readDetail(false)) }
        return bar
    }
}
