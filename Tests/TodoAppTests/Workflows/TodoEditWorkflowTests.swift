import AlertContainer
import Foundation
import BackStackContainer
import ModalContainer
import Testing
import WorkflowTesting
import WorkflowUI
@testable import TodoApp

@MainActor
@Suite struct TodoEditWorkflowTests {
    let todo = SampleTodos.make(["Buy milk"])[0]

    private func editor(isNew: Bool = false) -> TodoEditWorkflow {
        TodoEditWorkflow(initialTodo: todo, isNew: isNew)
    }

    private func screen(_ rendering: TodoEditWorkflow.Rendering) -> TodoEditScreen {
        rendering.screen
    }

    private func alert(_ rendering: TodoEditWorkflow.Rendering) -> Alert? {
        rendering.alert
    }

    private func bar(_ rendering: TodoEditWorkflow.Rendering) -> BarContent? {
        rendering.bar
    }

    /// Presses the key of the alert's action for `key`.
    private func answer(_ key: KeyEvent, in rendering: TodoEditWorkflow.Rendering) {
        rendering.alert?.actions.first { $0.key == key }?.handler()
    }

    @Test func theEditorStartsWithTheTodosTitleAndNote() {
        editor().renderTester().render { item in
            #expect(screen(item).title == "Buy milk")
            #expect(bar(item)?.title == "Edit")
            #expect(bar(item)?.leftItem?.label == "Back")
            #expect(bar(item)?.rightItem?.key == .control("s"))
        }
    }

    @Test func aNewTodosHeaderSaysSo() {
        editor(isNew: true).renderTester().render { #expect(bar($0)?.title == "New todo") }
    }

    @Test func savingPassesUpTheEditedTodoWithATrimmedTitle() {
        editor().renderTester(initialState: .init(title: "  Buy oat milk ", note: "2 litres"))
            .render { bar($0)?.rightItem?.handler() }
            .verifyOutput { output in
                guard case .save(let saved) = output else {
                    Issue.record("Expected a save, got \(output)")
                    return
                }
                #expect(saved.id == todo.id)
                #expect(saved.title == "Buy oat milk")
                #expect(saved.note == "2 litres")
            }
    }

    @Test func theEditorSavesByTheRuleAddAndImportKeep() {
        let todo = Todo(title: "Buy\nmilk", position: 0)
        TodoEditWorkflow.Action.tester(withState: .init(title: "Buy\nmilk ", note: ""))
            .send(action: .save(todo, isDeletedElsewhere: false))
            .verifyOutput { output in
                #expect(output == .save(Todo(id: todo.id, title: "Buy milk", position: 0, createdAt: todo.createdAt)))
            }
    }

    @Test func anEmptyTitleIsRefusedWithAMessage() {
        editor().renderTester(initialState: .init(title: "   ", note: ""))
            .render { bar($0)?.rightItem?.handler() }
            .assertNoOutput()
            .verifyState { #expect($0.problem?.contains("needs a title") == true) }
    }

    @Test func backWithoutChangesDiscardsAtOnce() {
        editor().renderTester()
            .render { bar($0)?.leftItem?.handler() }
            .assert(output: .discard)
    }

    @Test func backWithChangesAsksFirst() {
        editor().renderTester(initialState: .init(title: "Buy bread", note: ""))
            .render { bar($0)?.leftItem?.handler() }
            .assertNoOutput()
            .verifyState { #expect($0.question == .discard) }
    }

    @Test func answeringYDiscardsAndNKeepsEditing() {
        let asking = TodoEditWorkflow.State(title: "Buy bread", note: "", question: .discard)
        editor().renderTester(initialState: asking)
            .render { item in
                #expect(alert(item)?.title == "Discard changes?")
                answer(.character("y"), in: item)
            }
            .assert(output: .discard)
        editor().renderTester(initialState: asking)
            .render { answer(.character("n"), in: $0) }
            .assertNoOutput()
            .assert(state: .init(title: "Buy bread", note: ""))
    }

    @Test func quitWithChangesAsksAndYQuits() {
        let changed = TodoEditWorkflow.State(title: "Buy bread", note: "")
        let asking = editor().renderTester(initialState: changed)
            .render { item in
                #expect(screen(item).hasChanges)
                screen(item).send(.quit)
            }
            .assertNoOutput()
            .state
        #expect(asking.question == .quit)
        editor().renderTester(initialState: asking)
            .render { item in
                #expect(alert(item)?.title == "Quit without saving?")
                answer(.character("y"), in: item)
            }
            .assert(output: .quit)
    }

    @Test func withoutChangesTheScreenSaysSoAndQuitIsNotIntercepted() {
        editor().renderTester().render { #expect(!screen($0).hasChanges) }
    }

    @Test func savingATodoDeletedElsewhereAsksWhetherToKeepItAsANewTodo() {
        let edited = TodoEditWorkflow.State(title: "Buy bread ", note: "fresh", priority: .high, dueDate: TodoDay("2026-12-01"))
        let deletedElsewhere = TodoEditWorkflow(initialTodo: todo, isNew: false, isDeletedElsewhere: true)
        let asking = deletedElsewhere.renderTester(initialState: edited)
            .render { bar($0)?.rightItem?.handler() }
            .assertNoOutput()
            .state
        #expect(asking.question == .deletedElsewhere)
        deletedElsewhere.renderTester(initialState: asking)
            .render { item in
                #expect(alert(item)?.actions.map(\.title) == ["Keep it as a new todo", "Discard", "Back"])
                answer(.character("k"), in: item)
            }
            .assert(output: .saveAsNew({
                // Every field as edited, for the new todo to be made from.
                var kept = todo
                kept.title = "Buy bread"
                kept.note = "fresh"
                kept.priority = .high
                kept.dueDate = TodoDay("2026-12-01")
                return kept
            }()))
        deletedElsewhere.renderTester(initialState: asking)
            .render { answer(.character("d"), in: $0) }
            .assert(output: .discard)
    }

    @Test func aDueDateTypedIsCountedFromTheClocksTodayAndSavedWithThePriority() {
        let monday = Date(timeIntervalSince1970: Double(TodoDay(year: 2026, month: 11, day: 23)!.daysSince1970 * 86_400 + 43_200))
        var editor = editor()
        editor.clock = .fixed(monday)
        let asked = editor.renderTester()
            .render { screen($0).send(.cyclePriority) }
            .state
        let typed = editor.renderTester(initialState: asked)
            .expectWorker(type: DraftDelayWorker.self, key: "draft")
            .render { screen($0).send(.dueDate(.open)) }
            .verifyState { #expect($0.dueDatePrompt == DueDatePrompt(text: "")) }
            .state
        var answered = typed
        answered.dueDatePrompt?.text = "tomorrow"
        let set = editor.renderTester(initialState: answered)
            .expectWorker(type: DraftDelayWorker.self, key: "draft")
            .render { screen($0).send(.dueDate(.answer)) }
            .verifyState { state in
                #expect(state.dueDate == TodoDay(year: 2026, month: 11, day: 24), "the day after the clock's")
                #expect(state.dueDatePrompt == nil)
                #expect(state.priority == .high)
            }
            .state
        editor.renderTester(initialState: set)
            .expectWorker(type: DraftDelayWorker.self, key: "draft")
            .render { bar($0)?.rightItem?.handler() }
            .assert(output: .save({
                var saved = todo
                saved.priority = .high
                saved.dueDate = TodoDay(year: 2026, month: 11, day: 24)
                return saved
            }()))
    }

    @Test func aDraftKeepsThePriorityAndDueDateSetInTheEditorWithTheTitleAndNote() {
        let organized = TodoEditWorkflow.State(title: todo.title, note: todo.note, priority: .high, dueDate: TodoDay("2026-12-01"))
        TodoEditWorkflow.Action.tester(withState: organized)
            .send(action: .draftIsDue(original: todo))
            .assert(output: .draftChanged(title: todo.title, note: todo.note, priority: .high, dueDate: TodoDay("2026-12-01"), field: .title))
        TodoEditWorkflow.Action.tester(withState: TodoEditWorkflow.State(title: todo.title, note: todo.note))
            .send(action: .draftIsDue(original: todo))
            .assert(output: .draftUnchanged)
        var keptEditor = editor()
        keptEditor.draftIsKept = true
        keptEditor.renderTester(initialState: organized)
            .render { #expect(screen($0).isDraftKept, "the priority and due date are kept with the draft") }
    }

    @Test func aRestoredDraftBringsBackItsPriorityAndDueDate() {
        var restoring = editor()
        restoring.restoredDraft = EditorDraft(
            todoID: todo.id, title: "Buy oat milk", note: "", priority: .low, dueDate: TodoDay("2026-12-24"), field: .title,
            savedAt: Date(timeIntervalSince1970: 0)
        )
        let state = restoring.makeInitialState()
        #expect(state.title == "Buy oat milk")
        #expect(state.priority == .low)
        #expect(state.dueDate == TodoDay("2026-12-24"))
    }

    @Test func helpIsAskedOfTheParent() {
        editor().renderTester().render { screen($0).send(.showHelp) }.assert(output: .showHelp)
    }
}
