import Foundation
import TerminalTesting
import Testing
import WorkflowUI
@testable import TodoApp

/// While the editor is open its draft is kept in the store, as its process's own, so a
/// crash loses at most a moment of typing; once that process is gone, the next login
/// offers it back. A saved or discarded edit leaves none behind, and a draft whose
/// editor still runs (in another window) is neither offered nor dropped.
@MainActor
@Suite struct DraftFlowTests {
    let store = InMemoryTodoStore(["Ada": SampleTodos.make(["Buy milk", "Call Grace"])])
    /// A second window's process, which runs (this test's parent), and one that is gone.
    let otherWindow = DraftOwner(runningProcess: getppid())!
    static let crashedWindow = DraftOwner(bootID: DraftOwner.current.bootID, processID: Int32.max, startTime: 1)

    private func pilot(width: Int = 80, owner: DraftOwner = .current) async -> AppPilot {
        let pilot = AppPilot(store: store, width: width, draftOwner: owner)
        await pilot.logIn("Ada")
        return pilot
    }

    /// The draft `owner` keeps in the store.
    private func storedDraft(of owner: DraftOwner? = .current) async -> EditorDraft? {
        try? await store.drafts(for: "Ada").first { $0.owner == owner }
    }

    /// A draft that a window whose process is gone left, for the second todo.
    private func leaveDraft(_ title: String = "Call Grace back", todo: Todo.ID? = SampleTodos.make(["x", "y"])[1].id) async throws -> EditorDraft {
        let draft = EditorDraft(
            todoID: todo, title: title, note: "about Friday", field: .note,
            savedAt: Date(timeIntervalSince1970: 0), owner: Self.crashedWindow
        )
        try await store.saveDraft(draft, for: "Ada")
        return draft
    }

    /// Logs in as Ada and waits for the question about the draft titled `title`.
    private func pilotAskedToRestore(_ title: String) async -> AppPilot {
        let pilot = AppPilot(store: store)
        pilot.terminal.type("Ada")
        pilot.terminal.press(.enter)
        await pilot.waitFor("Restore the unsaved edit of '\(title)'?")
        return pilot
    }

    /// Lets `duration` pass in `pilot`'s app (by default the pause after a change that a
    /// draft waits for), and returns the draft `owner` keeps once it is written.
    private func draft(
        after duration: Duration = DraftDelayWorker.delay, in pilot: AppPilot, of owner: DraftOwner = .current
    ) async throws -> EditorDraft? {
        try await pilot.advance(by: duration)
        await pilot.finishWrites()
        return await storedDraft(of: owner)
    }

    @Test func typingIsKeptAsADraftOncePausedAndSavingForgetsIt() async throws {
        let pilot = await pilot()
        await pilot.open()
        pilot.terminal.type(" and eggs")
        pilot.terminal.press(.tab)
        pilot.terminal.type("oat")
        #expect(try await draft(after: DraftDelayWorker.delay - .milliseconds(1), in: pilot) == nil, "not while the keys come")
        let draft = try await draft(after: .milliseconds(1), in: pilot)
        #expect(draft?.note == "oat")
        #expect(draft?.title == "Buy milk and eggs")
        #expect(draft?.field == .note)
        #expect(draft?.todoID == SampleTodos.make(["Buy milk"])[0].id)
        expectScreen(pilot.terminal, contains: "Unsaved changes kept as a draft")

        pilot.terminal.press(.control("s"))
        await pilot.finishWrites()
        #expect(await storedDraft() == nil, "a saved edit leaves no draft behind")
    }

    @Test func discardingForgetsTheDraft() async throws {
        let pilot = await pilot()
        await pilot.open()
        pilot.terminal.type("!")
        #expect(try await draft(in: pilot) != nil)
        pilot.terminal.press(.escape, .character("y"))
        await pilot.finishWrites()
        #expect(await storedDraft() == nil)
    }

    @Test func theNextLoginOffersADraftWhoseProcessIsGoneAndEnterReopensTheEditorWithIt() async throws {
        _ = try await leaveDraft()
        let pilot = await pilotAskedToRestore("Call Grace back")
        expectScreen(pilot.terminal, line: 23, is: "Enter Restore  Esc Not now  ^D Drop it")
        pilot.terminal.press(.enter)
        await pilot.waitFor("^S Save")
        expectScreen(pilot.terminal, line: 2, is: " Call Grace back")
        #expect(pilot.lines[5] == " about Friday")
        #expect(pilot.terminal.cursor?.row == 5, "the cursor is back in the note")
        pilot.terminal.press(.control("s"))
        await pilot.finishWrites()
        #expect(try await store.todos(for: "Ada")[1].title == "Call Grace back")
        #expect(try await store.drafts(for: "Ada").isEmpty, "restored and saved: no draft is left, the crashed window's included")
    }

    @Test func ctrlDDropsTheDraft() async throws {
        _ = try await leaveDraft("Half a thought", todo: nil)
        let pilot = await pilotAskedToRestore("Half a thought")
        pilot.terminal.press(.control("d"))
        await pilot.finishWrites()
        #expect(try await store.drafts(for: "Ada").isEmpty)
        expectScreen(pilot.terminal, pilot.lines[1].hasPrefix(" › [ ] Buy milk"))
    }

    @Test func escLeavesTheDraftForTheNextStart() async throws {
        let left = try await leaveDraft()
        let pilot = await pilotAskedToRestore("Call Grace back")
        pilot.terminal.press(.escape)
        await pilot.waitUntil { !$0.contains("Restore") && $0.lines[1].hasPrefix(" › [ ] Buy milk") }
        await pilot.finishWrites()
        #expect(try await store.drafts(for: "Ada") == [left])
    }

    @Test func typingNAndATitleForANewTodoDoesNotAnswerTheQuestionWhichStaysUntilAnswered() async throws {
        let left = try await leaveDraft()
        let pilot = await pilotAskedToRestore("Call Grace back")
        pilot.terminal.press(.character("n"))
        pilot.terminal.type("Fix the bike, buy yoghurt")
        await pilot.finishWrites()
        expectScreen(pilot.terminal, contains: "Restore the unsaved edit of 'Call Grace back'?")
        #expect(try await store.drafts(for: "Ada") == [left])
    }

    @Test func keysTypedBeforeTheQuestionIsOnScreenDoNotAnswerIt() async throws {
        let left = try await leaveDraft()
        let pilot = AppPilot(store: store)
        pilot.terminal.type("Ada")
        // Typed ahead with the Enter, before the list (and the question) came: meant for the list.
        pilot.terminal.press([.enter, .control("d"), .enter])
        await pilot.waitFor("Restore the unsaved edit of 'Call Grace back'?")
        await pilot.finishWrites()
        #expect(try await store.drafts(for: "Ada") == [left])
        expectScreen(pilot.terminal, doesNotContain: "^S Save")
        pilot.terminal.press(.enter)
        await pilot.waitFor("^S Save")
    }

    @Test func aDraftWhoseEditorIsStillOpenInAnotherWindowIsNeitherOfferedNorReplaced() async throws {
        let first = await pilot()
        await first.open()
        first.terminal.type(" and eggs")
        #expect(try await draft(in: first)?.title == "Buy milk and eggs")

        let second = await pilot(owner: otherWindow)
        expectScreen(second.terminal, doesNotContain: "Restore")
        second.terminal.press(.down)
        await second.open()
        second.terminal.type(" back")
        #expect(try await draft(in: second, of: otherWindow)?.title == "Call Grace back")
        second.terminal.press(.control("s"))
        await second.finishWrites()
        #expect(await storedDraft(of: otherWindow) == nil)
        #expect(await storedDraft()?.title == "Buy milk and eggs", "the first window's draft is its own")
    }

    @Test func restoringSelectsTheTodoBeingEditedInTheListBesideIt() async throws {
        _ = try await leaveDraft()
        let pilot = AppPilot(store: store, width: 120)
        pilot.terminal.type("Ada")
        pilot.terminal.press(.enter)
        await pilot.waitFor("Restore the unsaved edit of 'Call Grace back'?")
        pilot.terminal.press(.enter)
        await pilot.waitFor("^S Save")
        expectScreen(pilot.terminal, pilot.lines[2].hasPrefix(" › [ ] Call Grace"))
    }

    @Test func aDraftAnotherWindowRestoredFirstIsThatWindowsAndThisOneSaysSo() async throws {
        _ = try await leaveDraft()
        let first = AppPilot(store: store)
        let second = AppPilot(store: store, draftOwner: otherWindow)
        for pilot in [first, second] {
            pilot.terminal.type("Ada")
            pilot.terminal.press(.enter)
            await pilot.waitFor("Restore the unsaved edit of 'Call Grace back'?")
        }
        first.terminal.press(.enter)
        await first.waitFor("^S Save")
        second.terminal.press(.enter)
        await second.waitFor("Another window restored or dropped the edit of 'Call Grace back'.")
        #expect(!second.terminal.contains("^S Save"))
        #expect(await storedDraft()?.title == "Call Grace back", "the first window's own now")
    }

    @Test func keysPressedWhileARestoreIsMadeReachNeitherTheListNorTheEditor() async throws {
        _ = try await leaveDraft()
        let pilot = await pilotAskedToRestore("Call Grace back")
        await store.holdSaves()
        pilot.terminal.press(.enter)
        _ = await eventually(pollingEvery: .zero) { await store.heldSaveCount > 0 }
        // The restore is on its way: n and a title must not open a new todo it then replaces.
        pilot.terminal.press(.character("n"))
        pilot.terminal.type("Milk")
        expectScreen(pilot.terminal, contains: "Restore the unsaved edit of 'Call Grace back'?")
        await store.releaseSaves()
        await pilot.waitFor("^S Save")
        expectScreen(pilot.terminal, line: 2, is: " Call Grace back")
        #expect(!pilot.terminal.contains("Milk"))
    }

    @Test func aSecondCtrlCInTheQuitQuestionQuitsAndForgetsTheDraft() async throws {
        let pilot = await pilot()
        await pilot.open()
        pilot.terminal.type("!")
        #expect(try await draft(in: pilot) != nil)
        pilot.terminal.press(.control("c"), .control("c"))
        #expect(pilot.didQuit)
        await pilot.finishWrites()
        #expect(await storedDraft() == nil, "quitting without saving was asked and answered")
    }
}
