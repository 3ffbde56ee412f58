import Foundation
import SplitScreenContainer
import Testing
import WorkflowTesting
@testable import TodoApp

/// The list's changes, its view settings, its search, and undo, applied to the state.
@MainActor
@Suite struct TodoWorkflowOrganizingTests {
    let store = InMemoryTodoStore()
    let todos: [Todo] = {
        var todos = SampleTodos.make(["Buy milk", "Call Grace", "Fix bike"])
        todos[1].isDone = true
        todos[2].note = "the back WHEEL"
        return todos
    }()
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    var workflow: TodoWorkflow { TodoWorkflow(name: "Ada", store: store, writer: TodoWriter(store: store)) }

    var loaded: TodoWorkflow.State {
        var state = TodoWorkflow.State(todos: TodoSummaries(todos.map(TodoSummary.init)), loading: .loaded)
        state.window = .holding(state.todos)
        state.refreshOrderIfNeeded()
        return state
    }

    private func row(_ index: Int) -> TodoListWorkflow.ListedTodo {
        TodoListWorkflow.ListedTodo(index: index, id: todos[index].id)
    }

    private func shown(_ state: TodoWorkflow.State) -> [String] {
        let rows = state.rows
        return rows.indices.map { rows[$0].title }
    }

    @Test func eachChangeIsWrittenAndUndoneAndRedoneAsWrites() {
        TodoWorkflow.Action.tester(withState: loaded)
            .send(action: .list(.cyclePriority(row(0)), at: now))
            .verifyState { state in
                #expect(state.todos[0].priority == .high)
                #expect(state.writes.toSubmit.last?.write == .update(todos[0].id, TodoChanges(priority: .high, updatedAt: now)))
                #expect(state.status?.line(keys: .standard) == "'Buy milk': high priority · u undo")
            }
            .send(action: .list(.request(.undo), at: now.addingTimeInterval(1)))
            .verifyState { state in
                #expect(state.todos[0].priority == .none)
                #expect(state.writes.toSubmit.last?.write == .update(todos[0].id, TodoChanges(priority: TodoPriority.none, updatedAt: now.addingTimeInterval(1))))
                #expect(state.status?.line(keys: .standard) == "Undid: 'Buy milk': high priority · ^R redo")
            }
            .send(action: .list(.request(.redo), at: now))
            .verifyState { #expect($0.todos[0].priority == .high) }
    }

    @Test func aDueDateIsSetAndCleared() {
        let friday = TodoDay(year: 2026, month: 11, day: 27)!
        TodoWorkflow.Action.tester(withState: loaded)
            .send(action: .list(.setDueDate(row(2), friday), at: now))
            .verifyState { #expect($0.todos[2].dueDate == friday) }
            .send(action: .list(.setDueDate(row(2), nil), at: now))
            .verifyState { state in
                #expect(state.todos[2].dueDate == nil)
                #expect(state.writes.toSubmit.last?.write == .update(todos[2].id, TodoChanges(dueDate: .some(nil), updatedAt: now)))
            }
    }

    @Test func theStatusLineWritesADueDateInTheFormatTheWorkflowIsGiven() {
        var workflow = self.workflow
        workflow.clock = .fixed(now)
        workflow.dueDateFormat = .dayMonth
        var state = workflow.makeInitialState()
        state.todos = loaded.todos
        state.loading = .loaded
        state.window = .holding(state.todos)
        state.refreshOrderIfNeeded()
        let february = TodoDay(year: 2027, month: 2, day: 3)!
        workflow.renderTester(initialState: state)
            .expectStoreWork()
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderList(), producingOutput: .setDueDate(row(2), february))
            .render()
            .verifyState { state in
                #expect(state.todos[2].dueDate == february)
                #expect(state.status?.line(keys: .standard) == "'Fix bike' due 3 Feb · u undo")
            }
    }

    @Test func movingSwapsTwoTodosPositionsAndTheListOrder() {
        TodoWorkflow.Action.tester(withState: loaded)
            .send(action: .list(.move(row(0), past: row(1)), at: now))
            .verifyState { state in
                #expect(state.todos.map(\.title) == ["Call Grace", "Buy milk", "Fix bike"])
                #expect(state.todos.map(\.position) == [1, 2, 3])
                #expect(state.writes.toSubmit.count == 2)
            }
            .send(action: .list(.request(.undo), at: now))
            .verifyState { #expect($0.todos.map(\.title) == ["Buy milk", "Call Grace", "Fix bike"]) }
    }

    @Test func aDeleteIsUndoneByRestoringTheSummaryWhereItWas() {
        TodoWorkflow.Action.tester(withState: loaded)
            .send(action: .list(.delete(row(1)), at: now))
            .verifyState { #expect($0.todos.map(\.title) == ["Buy milk", "Fix bike"]) }
            .send(action: .list(.request(.undo), at: now))
            .verifyState { state in
                #expect(state.todos.map(\.title) == ["Buy milk", "Call Grace", "Fix bike"])
                #expect(state.writes.toSubmit.last?.write == .restore(TodoSummary(todos[1])))
            }
    }

    @Test func theFilterAndTheSortShapeTheShownListAndAreKept() {
        var sorted = loaded
        sorted.todos[2].priority = .high
        TodoWorkflow.Action.tester(withState: sorted)
            .send(action: .list(.request(.cycleFilter), at: Date(timeIntervalSince1970: 0)))
            .verifyState { state in
                #expect(shown(state) == ["Buy milk", "Fix bike"], "open todos only")
                #expect(state.organizing.chosen == TodoListSettings(filter: .open, sort: .manual), "to be kept")
            }
            .send(action: .list(.request(.cycleSort), at: Date(timeIntervalSince1970: 0)))
            .send(action: .list(.request(.cycleSort), at: Date(timeIntervalSince1970: 0)))
            .verifyState { state in
                #expect(state.organizing.settings == TodoListSettings(filter: .open, sort: .priority))
                #expect(shown(state) == ["Fix bike", "Buy milk"])
            }
    }

    @Test func aSettingsChangeIsHandedToTheWriterOnce() {
        var changed = loaded
        changed.organizing.chosen = TodoListSettings(filter: .done, sort: .priority)
        workflow.renderTester(initialState: changed)
            .expectStoreWork(writes: { writes in
                #expect(writes.chosenSettings == TodoListSettings(filter: .done, sort: .priority))
            })
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderList())
            .render()
    }

    @Test func aSearchIsReadFromTheStoreAndEnterKeepsItWhileEscClearsIt() {
        let found = TodoSummaries([TodoSummary(todos[2])])
        let searched = ListCriteria(settings: TodoListSettings(), search: "WHEEL")
        var searching = loaded
        searching.organizing.search = ListSearch(text: "WHEEL")
        workflow.renderTester(initialState: searching)
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderList())
            .expectStoreWork(reading: .list(.loaded(found, login: nil, outsideChangeMark: nil, window: .holding(found, criteria: searched)))) { reads in
                #expect(reads.list?.criteria == searched, "the store finds what the search matches, in titles and notes")
            }
            .render()
            .verifyState { #expect(shown($0) == ["Fix bike"]) }
        TodoWorkflow.Action.tester(withState: loaded)
            .send(action: .list(.request(.startSearch), at: Date(timeIntervalSince1970: 0)))
            .send(action: .list(.request(.searchChanged("WHEEL")), at: Date(timeIntervalSince1970: 0)))
            .verifyState { #expect($0.isReadingNewCriteria, "each key reads the list again") }
            .send(action: .list(.request(.finishSearch(keep: true)), at: Date(timeIntervalSince1970: 0)))
            .verifyState { state in
                #expect(state.organizing.search?.isEditing == false)
                #expect(state.organizing.criteria == searched, "Enter keeps the search")
            }
            .send(action: .list(.request(.finishSearch(keep: false)), at: Date(timeIntervalSince1970: 0)))
            .verifyState { state in
                #expect(state.organizing.search == nil)
                #expect(state.organizing.criteria.search.isEmpty, "Esc clears it")
            }
    }

    @Test func anEditThatBringsATodoIntoTheSearchShowsItWhereItsPositionPutsIt() {
        // The search holds all it matches, "Fix bike" (position 3); an edit gives "Buy
        // milk" (position 1) the word searched for.
        let found = TodoSummaries([TodoSummary(todos[2])])
        var searching = loaded
        searching.organizing.search = ListSearch(text: "WHEEL", isEditing: false)
        searching.todos = found
        searching.window = .holding(found, criteria: ListCriteria(settings: TodoListSettings(), search: "WHEEL"))
        searching.refreshOrderIfNeeded()
        searching.step = .edit(todos[0], isNew: false)
        var edited = todos[0]
        edited.title = "Buy milk for the WHEEL"
        TodoWorkflow.Action.tester(withState: searching)
            .send(action: .editor(.save(edited), at: now, newID: UUID()))
            .verifyState { state in
                #expect(state.todos.map(\.position) == [1, 3], "in position order, as the store reads them back")
                #expect(shown(state) == ["Buy milk for the WHEEL", "Fix bike"])
            }
    }

    @Test func theSelectedTodoIsShownInTheDetailPane() {
        var sideBySide = loaded
        sideBySide.arrangement = .sideBySide
        workflow.renderTester(initialState: sideBySide)
            .expectStoreWork()
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderList(selected: TodoSummary(todos[2])))
            .expectWorkflow(type: TodoDetailWorkflow.self, producingRendering: TodoDetailScreen(
                summary: TodoSummary(todos[2]), todo: nil, problem: nil, today: TodoDay(daysSince1970: 0)
            )) { detail in
                #expect(detail.summary.id == todos[2].id)
            }
            .render { item in
                #expect(split(of: item).focusedPane == .leading)
                #expect(split(of: item).minimumWidth == RootWorkflow.standardWideLayoutColumns)
            }
    }

    @Test func whileTheListIsAloneOnTheScreenTheSelectedTodoIsNotRead() {
        workflow.renderTester(initialState: loaded)
            .expectStoreWork()
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: placeholderList(selected: TodoSummary(todos[2])))
            .render { item in
                #expect(item.screen.first(TodoDetailScreen.self) != nil, "what the list knows of it, unread")
            }
    }

    @Test func theSplitSaysWhetherTheSelectedTodoIsShownBesideTheList() {
        TodoWorkflow.Action.tester(withState: loaded)
            .send(action: .arranged(.sideBySide))
            .verifyState { #expect($0.arrangement == .sideBySide) }
            .send(action: .arranged(.focusedPaneAlone))
            .verifyState { #expect($0.arrangement == .focusedPaneAlone) }
    }

    @Test func helpOpensAndClosesOverTheWholeScreen() {
        TodoWorkflow.Action.tester(withState: loaded)
            .send(action: .showHelp(true))
            .verifyState { #expect($0.isShowingHelp) }
            .send(action: .showHelp(false))
            .verifyState { #expect(!$0.isShowingHelp) }
    }
}
