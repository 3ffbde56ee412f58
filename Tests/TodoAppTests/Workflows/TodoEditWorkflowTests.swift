import AlertContainer
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

    private typealias Presented = ModalContainerScreen<AlertContainerScreen<TodoEditScreen>>

    private func screen(_ item: BackStackScreen<AnyScreen>.Item) -> TodoEditScreen {
        (item.screen.wrappedScreen as! Presented).baseScreen.baseScreen
    }

    private func alert(_ item: BackStackScreen<AnyScreen>.Item) -> Alert? {
        (item.screen.wrappedScreen as! Presented).baseScreen.alert
    }

    /// Presses the key of the alert's action for `key`.
    private func answer(_ key: KeyEvent, in item: BackStackScreen<AnyScreen>.Item) {
        alert(item)?.actions.first { $0.key == key }?.handler()
    }

    private func bar(_ item: BackStackScreen<AnyScreen>.Item) -> BarContent? {
        if case .visible(let bar) = item.barVisibility { return bar }
        return nil
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
                screen(item).onQuit()
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
        let edited = TodoEditWorkflow.State(title: "Buy bread ", note: "fresh")
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
            .assert(output: .saveAsNew(title: "Buy bread", note: "fresh"))
        deletedElsewhere.renderTester(initialState: asking)
            .render { answer(.character("d"), in: $0) }
            .assert(output: .discard)
    }

    @Test func helpIsAModal() {
        let open = editor().renderTester().render { screen($0).onShowHelp() }.state
        editor().renderTester(initialState: open).render { item in
            #expect((item.screen.wrappedScreen as! Presented).modals.count == 1)
        }
    }

    @Test func typingUpdatesThePrivateCopy() {
        editor().renderTester()
            .render { screen($0).onTitleChanged("Buy milk and eggs") }
            .verifyState { #expect($0.title == "Buy milk and eggs") }
    }
}
