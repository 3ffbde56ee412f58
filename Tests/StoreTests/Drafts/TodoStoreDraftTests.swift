import Foundation
import Testing
@testable import TodoApp

/// The editor's unsaved drafts, on either backend: one per user and owning process,
/// kept, forgotten, and claimed by the window that restores one.
@Suite struct TodoStoreDraftTests {    /// Another window's process: one that runs (this test's parent) and one that is gone.
    let otherWindow = DraftOwner(runningProcess: getppid())!
    let crashedWindow = DraftOwner(bootID: DraftOwner.current.bootID, processID: Int32.max, startTime: 1)

    private func draft(_ title: String, at seconds: Double, by owner: DraftOwner?, todo: UUID? = nil) -> EditorDraft {
        EditorDraft(
            todoID: todo, title: title, note: "oat\n\u{1B}[31m", field: .note,
            savedAt: Date(timeIntervalSinceReferenceDate: seconds), owner: owner
        )
    }

    @Test(arguments: StoreBackend.allCases)
    func eachOwnerKeepsADraftOfItsOwnWhichItReplacesAndForgets(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        #expect(try await store.drafts(for: "Ada").isEmpty)
        let mine = draft("Buy milk 日本", at: 1_000, by: .current, todo: UUID())
        let theirs = draft("Call Grace", at: 2_000, by: otherWindow)
        try await store.saveDraft(mine, for: "Ada")
        try await store.saveDraft(theirs, for: "Ada")
        #expect(try await place.openStore().drafts(for: "ada") == [theirs, mine], "newest first, read by another instance")

        let newer = draft("Buy milk and eggs", at: 3_000, by: .current)
        try await store.saveDraft(newer, for: "Ada")
        #expect(try await store.drafts(for: "Ada") == [newer, theirs], "a process has one editor: its new draft replaces its old one")
        #expect(try await store.drafts(for: "Grace").isEmpty)

        try await store.deleteDraft(ownedBy: .current, for: "Ada")
        #expect(try await store.drafts(for: "Ada") == [theirs], "forgetting my draft leaves another window's")
    }

    @Test(arguments: StoreBackend.allCases)
    func aDraftIsClaimedOnceAndItsClaimantsOldDraftGivesWay(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        let left = draft("Half a thought", at: 1_000, by: crashedWindow)
        try await store.saveDraft(left, for: "Ada")
        try await store.saveDraft(draft("Mine", at: 500, by: .current), for: "Ada")

        #expect(try await store.claimDraft(left, for: .current, user: "Ada"))
        var claimed = left
        claimed.owner = .current
        #expect(try await store.drafts(for: "Ada") == [claimed])
        #expect(try await store.claimDraft(left, for: otherWindow, user: "Ada") == false, "a second window finds it taken")
        #expect(try await store.drafts(for: "Ada") == [claimed])
    }

    @Test(arguments: StoreBackend.allCases)
    func droppingADraftLeftBehindLeavesOtherOwnersDrafts(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        let left = draft("Half a thought", at: 1_000, by: crashedWindow)
        let theirs = draft("Call Grace", at: 2_000, by: otherWindow)
        try await store.saveDraft(left, for: "Ada")
        try await store.saveDraft(theirs, for: "Ada")
        try await store.deleteDraft(ownedBy: crashedWindow, for: "Ada")
        #expect(try await store.drafts(for: "Ada") == [theirs])
    }

    @Test(arguments: StoreBackend.allCases)
    func aDraftKeepsItsPriorityAndDueDate(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        let organized = EditorDraft(
            todoID: UUID(), title: "Pay rent", note: "", priority: .high, dueDate: TodoDay("2026-12-01"), field: .title,
            savedAt: Date(timeIntervalSinceReferenceDate: 1_000), owner: crashedWindow
        )
        try await store.saveDraft(organized, for: "Ada")
        #expect(try await place.openStore().drafts(for: "Ada") == [organized])
    }
}
