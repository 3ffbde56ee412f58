import BackStackContainer
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

    private func screen(_ item: BackStackScreen<AnyScreen>.Item) -> TodoEditScreen {
        item.screen.wrappedScreen as! TodoEditScreen
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
            .verifyState { #expect($0.isConfirmingDiscard) }
    }

    @Test func answeringYesDiscardsAndNoKeepsEditing() {
        let asking = TodoEditWorkflow.State(title: "Buy bread", note: "", isConfirmingDiscard: true)
        TodoEditWorkflow.Action.tester(withState: asking)
            .send(action: .answerDiscard(confirmed: true))
            .assert(output: .discard)
        TodoEditWorkflow.Action.tester(withState: asking)
            .send(action: .answerDiscard(confirmed: false))
            .assertNoOutput()
            .assert(state: .init(title: "Buy bread", note: ""))
    }

    @Test func typingUpdatesThePrivateCopy() {
        editor().renderTester()
            .render { screen($0).onTitleChanged("Buy milk and eggs") }
            .verifyState { #expect($0.title == "Buy milk and eggs") }
    }
}
