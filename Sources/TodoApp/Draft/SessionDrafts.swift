/// The crash drafts as the session knows them: those sessions now gone left (offered back
/// at login), the one the editor started from, and the last change to the editor's own,
/// numbered so that the writer's answer is matched to it.
struct SessionDrafts: Equatable {
    /// Drafts that sessions now gone left without saving, as the login read them:
    /// offered back by ``DraftOfferWorkflow``; nil until the login is read.
    var leftBehind: [EditorDraft]?
    /// The draft the editor opening next, or open, started from.
    var restored: EditorDraft?
    /// The last change to the drafts in the store (keep the editor's, forget it, drop
    /// one left behind), handed to the writer once.
    var lastWrite: DraftWrite?
    /// The editor's latest draft is in the store: the editor says so.
    var isKept = false

    /// Queues a change to the drafts in the store.
    mutating func write(_ change: DraftChange) {
        lastWrite = DraftWrite(ticket: (lastWrite?.ticket ?? 0) + 1, change: change)
        isKept = false
        if change == .forget { restored = nil }
    }

    /// The writer finished the change with this ticket: if it is the last and kept the
    /// editor's draft, the draft is safe.
    mutating func written(ticket: Int) {
        if lastWrite?.ticket == ticket, case .keep = lastWrite?.change { isKept = true }
    }
}

/// A change to the drafts in the store, numbered so each is handed to the writer once.
struct DraftWrite: Equatable {
    var ticket: Int
    var change: DraftChange
}
