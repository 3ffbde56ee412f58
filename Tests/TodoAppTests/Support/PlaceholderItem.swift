import AlertContainer
import BackStackContainer
import ModalContainer
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

/// The panes of what `TodoWorkflow` renders: the split inside its modal and alert
/// containers.
@MainActor
func split(of item: BackStackScreen<AnyScreen>.Item) -> SplitScreen<TodoListScreen, AnyScreen> {
    let modal = item.screen.wrappedScreen as! ModalContainerScreen<AlertContainerScreen<SplitScreen<TodoListScreen, AnyScreen>>>
    return modal.baseScreen.baseScreen
}

/// The question `TodoWorkflow` renders over the split, if any.
@MainActor
func alert(of item: BackStackScreen<AnyScreen>.Item) -> Alert? {
    let modal = item.screen.wrappedScreen as! ModalContainerScreen<AlertContainerScreen<SplitScreen<TodoListScreen, AnyScreen>>>
    return modal.baseScreen.alert
}
