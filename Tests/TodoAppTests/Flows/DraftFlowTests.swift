import Foundation
import Testing
import WorkflowUI
@testable import TodoApp

/// While the editor is open its draft is kept in the store, so a crash loses at most a
/// moment of typing; the next login offers it back. A saved or discarded edit leaves
/// none behind.
@MainActor
@Suite struct DraftFlowTests {
    let store = InMemoryTodoStore(["Ada": SampleTodos.make(["Buy milk", "Call Grace"])])

    private func pilot() async -> AppPilot {
        let pilot = AppPilot(store: store)
        await pilot.logIn("Ada")
        return pilot
    }

    private func storedDraft() async -> EditorDraft? {
        try? await store.draft(for: "Ada")
    }

    /// Waits, with a deadline, for the draft in the store to be as `expected` says.
    private func waitForDraft(_ expected: @escaping (EditorDraft?) -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline {
            if expected(await storedDraft()) { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return false
    }

    @Test func typingIsKeptAsADraftWithinASecondAndSavingForgetsIt() async {
        let pilot = await pilot()
        await pilot.open()
        pilot.terminal.type(" and eggs")
        pilot.terminal.press(.tab)
        pilot.terminal.type("oat")
        #expect(await waitForDraft { $0?.note == "oat" })
        let draft = await storedDraft()
        #expect(draft?.title == "Buy milk and eggs")
        #expect(draft?.field == .note)
        #expect(draft?.todoID == SampleTodos.make(["Buy milk"])[0].id)
        await pilot.waitFor("Unsaved changes kept as a draft")

        pilot.terminal.press(.control("s"))
        await pilot.finishWrites()
        #expect(await storedDraft() == nil, "a saved edit leaves no draft behind")
    }

    @Test func discardingForgetsTheDraft() async {
        let pilot = await pilot()
        await pilot.open()
        pilot.terminal.type("!")
        #expect(await waitForDraft { $0 != nil })
        pilot.terminal.press(.escape, .character("y"))
        await pilot.finishWrites()
        #expect(await storedDraft() == nil)
    }

    @Test func theNextLoginOffersTheDraftAndYReopensTheEditorWithIt() async throws {
        try await store.saveDraft(EditorDraft(
            todoID: SampleTodos.make(["x", "y"])[1].id, title: "Call Grace back", note: "about Friday", field: .note,
            savedAt: Date(timeIntervalSince1970: 0)
        ), for: "Ada")
        let pilot = AppPilot(store: store)
        pilot.terminal.type("Ada")
        pilot.terminal.press(.enter)
        await pilot.waitFor("Restore the unsaved edit of 'Call Grace back'?")
        #expect(pilot.lines[23] == "y Restore  n Drop it", "\(pilot.terminal)")
        pilot.terminal.press(.character("y"))
        await pilot.waitFor("^S Save")
        #expect(pilot.lines[2] == " Call Grace back", "\(pilot.terminal)")
        #expect(pilot.lines[5] == " about Friday")
        #expect(pilot.terminal.cursor?.row == 5, "the cursor is back in the note")
        pilot.terminal.press(.control("s"))
        await pilot.finishWrites()
        #expect(try await store.todos(for: "Ada")[1].title == "Call Grace back")
        #expect(await storedDraft() == nil)
    }

    @Test func nDropsTheDraft() async throws {
        try await store.saveDraft(EditorDraft(todoID: nil, title: "Half a thought", note: "", field: .title, savedAt: .now), for: "Ada")
        let pilot = AppPilot(store: store)
        pilot.terminal.type("Ada")
        pilot.terminal.press(.enter)
        await pilot.waitFor("Restore the unsaved edit of 'Half a thought'?")
        pilot.terminal.press(.character("n"))
        await pilot.finishWrites()
        #expect(await storedDraft() == nil)
        #expect(pilot.lines[1].hasPrefix(" › [ ] Buy milk"), "\(pilot.terminal)")
    }

    @Test func aSecondCtrlCInTheQuitQuestionQuitsAndForgetsTheDraft() async {
        let pilot = await pilot()
        await pilot.open()
        pilot.terminal.type("!")
        #expect(await waitForDraft { $0 != nil })
        pilot.terminal.press(.control("c"), .control("c"))
        #expect(pilot.didQuit)
        await pilot.finishWrites()
        #expect(await storedDraft() == nil, "quitting without saving was asked and answered")
    }
}
