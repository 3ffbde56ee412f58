/// A change to the drafts in the store that the session asks the writer for.
enum DraftChange: Equatable, Sendable {
    /// Keep the editor's draft as this process's (its owner is set when it is written).
    case keep(EditorDraft)
    /// Forget this process's draft: the edit was saved or discarded.
    case forget
    /// Forget a draft another process left, which the user dropped.
    case drop(EditorDraft)
}
