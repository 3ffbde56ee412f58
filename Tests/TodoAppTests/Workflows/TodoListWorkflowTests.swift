import AlertContainer
import BackStackContainer
import ModalContainer
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

    private typealias Presented = ModalContainerScreen<AlertContainerScreen<TodoListScreen>>

    private func screen(_ item: BackStackScreen<AnyScreen>.Item) -> TodoListScreen {
        (item.screen.wrappedScreen as! Presented).baseScreen.baseScreen
    }

    private func alert(_ item: BackStackScreen<AnyScreen>.Item) -> Alert? {
        (item.screen.wrappedScreen as! Presented).baseScreen.alert
    }

    private func modalCount(_ item: BackStackScreen<AnyScreen>.Item) -> Int {
        (item.screen.wrappedScreen as! Presented).modals.count
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

    @Test func deletingAsksInAnAlertAndYDeletes() {
        let asking = list().renderTester()
            .render { screen($0).onDelete(1) }
            .assertNoOutput()
            .state
        #expect(asking.deleting == .init(todo: todos[1], row: row(1)))

        list().renderTester(initialState: asking)
            .render { item in
                let question = alert(item)
                #expect(question?.title == "Delete 'Call Grace'?")
                #expect(question?.actions.map(\.key) == [.character("y"), .character("n")])
                question?.actions.first?.handler()
            }
            .assert(output: .delete(row(1)))
            .verifyState { #expect($0.deleting == nil) }
    }

    @Test func nOrEscKeepsTheTodo() {
        let asking = TodoListWorkflow.State(selection: 1, selectedID: todos[1].id, deleting: .init(todo: todos[1], row: row(1)))
        list().renderTester(initialState: asking)
            .render { item in
                let keep = alert(item)?.actions.last
                #expect(keep?.style == .cancel, "Esc chooses the cancel action")
                keep?.handler()
            }
            .assertNoOutput()
            .verifyState { #expect($0.deleting == nil) }
    }

    @Test func theBackButtonLogsOut() {
        list().renderTester()
            .render { item in
                if case .visible(let bar) = item.barVisibility { bar.leftItem?.handler() }
            }
            .assert(output: .logOut)
    }

    @Test func helpIsAModalThatOpensAndCloses() {
        let open = list().renderTester()
            .render { item in
                #expect(modalCount(item) == 0)
                screen(item).onShowHelp()
            }
            .state
        #expect(open.isShowingHelp)
        list().renderTester(initialState: open)
            .render { item in
                let modal = (item.screen.wrappedScreen as! Presented).modals.first
                (modal?.screen.wrappedScreen as? KeyHelpScreen)?.onClose()
            }
            .verifyState { #expect(!$0.isShowingHelp) }
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
