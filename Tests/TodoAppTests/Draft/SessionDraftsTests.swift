import Foundation
import Testing
@testable import TodoApp

/// The session's drafts: each change numbered, and the editor's draft called safe only
/// when the writer answers for the last one.
@Suite struct SessionDraftsTests {
    let draft = EditorDraft(todoID: nil, title: "Buy oat milk", note: "", field: .title, savedAt: Date(timeIntervalSince1970: 0))

    @Test func onlyTheAnswerToTheLastKeepMakesTheDraftSafe() {
        var drafts = SessionDrafts()
        drafts.write(.keep(draft))
        drafts.write(.keep(draft))
        drafts.written(ticket: 1)
        #expect(!drafts.isKept, "an older write's answer says nothing of the last")
        drafts.written(ticket: 2)
        #expect(drafts.isKept)
        drafts.write(.forget)
        drafts.written(ticket: 3)
        #expect(!drafts.isKept, "a forgotten draft is not kept")
    }

    @Test func forgettingTheEditorsDraftLetsGoOfTheOneItStartedFrom() {
        var drafts = SessionDrafts(restored: draft)
        drafts.write(.drop(draft))
        #expect(drafts.restored == draft)
        drafts.write(.forget)
        #expect(drafts.restored == nil)
        #expect(drafts.lastWrite == DraftWrite(ticket: 2, change: .forget))
    }
}
