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

    let today = TodoDay(year: 2026, month: 11, day: 22)!

    private func list(
        revealing id: Todo.ID? = nil, todos: [TodoSummary]? = nil, settings: TodoListSettings = TodoListSettings(),
        search: String? = nil
    ) -> TodoListWorkflow {
        let summaries = TodoSummaries(todos ?? self.todos)
        return TodoListWorkflow(
            name: "Ada",
            rows: ShownTodos(
                todos: summaries, order: TodoOrder.indices(of: summaries, filter: settings.filter, sort: settings.sort),
                window: .holding(summaries, criteria: ListCriteria(settings: settings, search: search ?? ""))
            ),
            settings: settings, search: search, loading: .loaded, writeFailures: [], openFailure: nil,
            revealedTodoID: id, today: today
        )
    }

    private func row(_ index: Int) -> TodoListWorkflow.ListedTodo {
        TodoListWorkflow.ListedTodo(index: index, id: todos[index].id)
    }

    private func screen(_ rendering: TodoListWorkflow.Rendering) -> TodoListScreen {
        rendering.screen
    }

    @Test func theHeaderWelcomesTheUserWithLogOutAndNewButtons() {
        list().renderTester().render { rendering in
            let bar = rendering.bar
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
            .render { screen($0).send(.select(row: 2)) }
            .assert(state: .init(selection: 2, selectedID: todos[2].id))
    }

    @Test func enterOnATodoAsksToOpenIt() {
        list().renderTester()
            .render { screen($0).send(.open(row: 1)) }
            .assert(output: .open(row(1)))
    }

    @Test func theNewButtonAsksForANewTodo() {
        list().renderTester()
            .render { $0.bar.rightItem?.handler() }
            .assert(output: .new)
    }

    @Test func spaceTogglesTheSelectedTodo() {
        list().renderTester()
            .render { screen($0).send(.toggle(row: 0)) }
            .assert(output: .toggle(row(0)))
    }

    @Test func deletingAsksInAnAlertAndYDeletes() {
        let asking = list().renderTester()
            .render { screen($0).send(.delete(row: 1)) }
            .assertNoOutput()
            .state
        #expect(asking.deleting == .init(todo: todos[1], row: row(1)))

        list().renderTester(initialState: asking)
            .render { item in
                let question = item.alert
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
                let keep = item.alert?.actions.last
                #expect(keep?.style == .cancel, "Esc chooses the cancel action")
                keep?.handler()
            }
            .assertNoOutput()
            .verifyState { #expect($0.deleting == nil) }
    }

    @Test func theBackButtonLogsOut() {
        list().renderTester()
            .render { $0.bar.leftItem?.handler() }
            .assert(output: .logOut)
    }

    @Test func questionMarkAsksTheParentForHelp() {
        list().renderTester()
            .render { screen($0).send(.request(.showHelp)) }
            .assert(output: .request(.showHelp))
    }

    @Test func theRenderingSaysWhichTodoIsSelectedForTheDetailPane() {
        list().renderTester(initialState: .init(selection: 2, selectedID: todos[2].id))
            .render { #expect($0.selected == todos[2]) }
    }

    @Test func pAndTheDueDateLineAskTheParentToChangeTheSelectedTodo() {
        list().renderTester()
            .render { screen($0).send(.cyclePriority(row: 1)) }
            .assert(output: .cyclePriority(row(1)))
        let asking = list().renderTester()
            .render { screen($0).send(.askForDueDate(row: 1)) }
            .assertNoOutput()
            .state
        #expect(asking.dueDate?.todo == row(1))
        let typed = list().renderTester(initialState: asking)
            .render { screen($0).send(.dueDateChanged("fri")) }
            .state
        list().renderTester(initialState: typed)
            .render { rendering in
                #expect(rendering.screen.bottomLine == .dueDate(text: "fri", problem: nil))
                rendering.screen.send(.answerDueDate)
            }
            .assert(output: .setDueDate(row(1), TodoDay(year: 2026, month: 11, day: 27)!))
    }

    @Test func aDueDateThatCannotBeReadIsRefusedWithWhatIsAccepted() {
        let asking = TodoListWorkflow.State(dueDate: .init(todo: row(0), text: "soon"))
        list().renderTester(initialState: asking)
            .render { screen($0).send(.answerDueDate) }
            .assertNoOutput()
            .verifyState { state in
                #expect(state.dueDate?.problem?.contains("+3d") == true)
            }
    }

    @Test func movingAskesToSwapWithTheNeighbourInTheShownOrder() {
        list().renderTester(initialState: .init(selection: 1, selectedID: todos[1].id))
            .render { screen($0).send(.move(row: 1, offset: -1)) }
            .assert(output: .move(row(1), past: row(0)))
    }

    @Test func movingInASortedListSaysHowManyPressesOfSLeadBackToTheOwnOrder() {
        list(settings: TodoListSettings(sort: .priority)).renderTester()
            .render { screen($0).send(.move(row: 1, offset: 1)) }
            .assertNoOutput()
            .verifyState { #expect($0.notice?.line(keys: .standard) == "Press s for your own order, where todos move") }
        list(settings: TodoListSettings(sort: .dueDate)).renderTester()
            .render { screen($0).send(.move(row: 1, offset: 1)) }
            .assertNoOutput()
            .verifyState { #expect($0.notice?.line(keys: .standard) == "Press s twice for your own order, where todos move") }
    }

    @Test func theHeaderSaysWhatTheListShows() {
        list(settings: TodoListSettings(filter: .open, sort: .dueDate)).renderTester()
            .render { #expect($0.bar.title == "Ada · open · by due date") }
        list(search: "mil").renderTester()
            .render { #expect($0.bar.title == "Ada · 3 of 3 match") }
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
