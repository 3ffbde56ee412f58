import BackStackContainer
import Testing
import WorkflowTesting
import WorkflowUI
@testable import TodoApp

@MainActor
@Suite struct TodoListWorkflowTests {
    let todos = SampleTodos.make(["Buy milk", "Call Grace", "Fix bike"]).map(TodoSummary.init)

    private func list(revealing id: Todo.ID? = nil, todos: [TodoSummary]? = nil) -> TodoListWorkflow {
        TodoListWorkflow(
            name: "Ada", todos: TodoSummaries(todos ?? self.todos), loading: .loaded, writeFailures: [], openFailure: nil,
            revealedTodoID: id
        )
    }

    private func row(_ index: Int) -> TodoListWorkflow.ListedTodo {
        TodoListWorkflow.ListedTodo(index: index, id: todos[index].id)
    }

    private func screen(_ item: BackStackScreen<AnyScreen>.Item) -> TodoListScreen {
        item.screen.wrappedScreen as! TodoListScreen
    }

    @Test func theHeaderWelcomesTheUserWithLogOutAndNewButtons() {
        list().renderTester().render { item in
            guard case .visible(let bar) = item.barVisibility else {
                Issue.record("The list has a header bar")
                return
            }
            #expect(bar.title == "Welcome, Ada")
            #expect(bar.leftItem?.label == "Log out")
            #expect(bar.leftItem?.isBack == true)
            #expect(bar.rightItem?.label == "New")
            #expect(bar.rightItem?.key == .character("n"))
        }
    }

    @Test func theFirstTodoIsSelectedAtFirst() {
        list().renderTester().render { item in #expect(screen(item).selection == 0) }
    }

    @Test func selectingARowMovesTheSelection() {
        list().renderTester()
            .render { screen($0).onSelect(2) }
            .assert(state: .init(selection: 2, selectedID: todos[2].id))
    }

    @Test func enterOnATodoAsksToOpenIt() {
        list().renderTester()
            .render { screen($0).onOpen(1) }
            .assert(output: .open(row(1)))
    }

    @Test func theNewButtonAsksForANewTodo() {
        list().renderTester()
            .render { item in
                if case .visible(let bar) = item.barVisibility { bar.rightItem?.handler() }
            }
            .assert(output: .new)
    }

    @Test func spaceTogglesTheSelectedTodo() {
        list().renderTester()
            .render { screen($0).onToggle(0) }
            .assert(output: .toggle(row(0)))
    }

    @Test func deletingAsksFirstAndDeletesOnYes() {
        let asking = list().renderTester()
            .render { screen($0).onDelete(1) }
            .assertNoOutput()
            .state
        #expect(asking.mode == .confirmingDelete(todos[1], row(1)))

        list().renderTester(initialState: asking)
            .render { screen($0).onAnswerDelete(true) }
            .assert(output: .delete(row(1)))
            .verifyState { #expect($0.mode == .browsing) }
    }

    @Test func answeringNoKeepsTheTodo() {
        TodoListWorkflow.Action
            .tester(withState: .init(selection: 1, selectedID: todos[1].id, mode: .confirmingDelete(todos[1], row(1))))
            .send(action: .answerDelete(confirmed: false))
            .assertNoOutput()
            .verifyState { #expect($0.mode == .browsing) }
    }

    @Test func theBackButtonLogsOut() {
        list().renderTester()
            .render { item in
                if case .visible(let bar) = item.barVisibility { bar.leftItem?.handler() }
            }
            .assert(output: .logOut)
    }

    @Test func helpOpensAndCloses() {
        TodoListWorkflow.Action
            .tester(withState: .init())
            .send(action: .showHelp(true))
            .verifyState { #expect($0.mode == .help) }
            .send(action: .showHelp(false))
            .verifyState { #expect($0.mode == .browsing) }
    }

    @Test func aTodoJustSavedBecomesTheSelection() {
        var state = TodoListWorkflow.State(selection: 0, selectedID: todos[0].id)
        list(revealing: todos[2].id).workflowDidChange(from: list(), state: &state)
        #expect(state.selection == 2)
    }

    @Test func theSelectionFollowsItsTodoWhenTheListChangesAroundIt() {
        var state = TodoListWorkflow.State(selection: 1, selectedID: todos[1].id)
        let shorter = Array(todos.dropFirst())
        list(todos: shorter).workflowDidChange(from: list(), state: &state)
        #expect(state.selection == 0)
        #expect(state.selectedID == todos[1].id)
    }

    @Test func whenTheSelectedTodoIsDeletedTheSelectionStaysOnItsRow() {
        var state = TodoListWorkflow.State(selection: 2, selectedID: todos[2].id)
        list(todos: Array(todos.prefix(2))).workflowDidChange(from: list(), state: &state)
        #expect(state.selection == 1)
        #expect(state.selectedID == todos[1].id)
    }
}
