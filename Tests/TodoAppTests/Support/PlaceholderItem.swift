import BackStackContainer
import SplitScreenContainer
import WorkflowUI
@testable import TodoApp

/// A back stack item standing in for a child's rendering in render tests.
@MainActor
func placeholderItem(_ key: String) -> BackStackScreen<AnyScreen>.Item {
    BackStackScreen.Item(key: key, screen: PlaceholderScreen().asAnyScreen())
}

struct PlaceholderScreen: Screen {
    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        ScreenView<PlaceholderScreen>.description(for: self, environment: environment)
    }
}

/// The list's rendering standing in for `TodoListWorkflow` in render tests.
@MainActor
func placeholderList(selected: TodoSummary? = nil) -> TodoListWorkflow.Rendering {
    TodoListWorkflow.Rendering(
        screen: TodoListScreen(
            rows: ShownTodos(todos: [], order: nil), selection: nil, loading: .loaded, isOpeningTodo: false,
            bottomLine: .position, search: nil, writeFailures: [], openFailure: nil,
            today: TodoDay(daysSince1970: 0), canMove: true, send: { _ in }
        ),
        alert: nil,
        bar: BarContent(title: "list"),
        selected: selected
    )
}

/// The editor's rendering standing in for `TodoEditWorkflow` in render tests.
@MainActor
func placeholderEditor() -> TodoEditWorkflow.Rendering {
    TodoEditWorkflow.Rendering(
        screen: TodoEditScreen(
            title: "", note: "", today: TodoDay(year: 2026, month: 11, day: 22)!, problem: nil, hasChanges: false,
            field: .title, send: { _ in }
        ),
        alert: nil,
        bar: BarContent(title: "edit")
    )
}

/// The panes of what `TodoWorkflow` renders, wherever its containers put them.
@MainActor
func split(of item: BackStackScreen<AnyScreen>.Item) -> SplitScreen<TodoListScreen, AnyScreen> {
    guard let split = item.screen.first(SplitScreen<TodoListScreen, AnyScreen>.self) else {
        preconditionFailure("TodoWorkflow rendered no list beside a pane: \(item.screen.wrappedScreen)")
    }
    return split
}
