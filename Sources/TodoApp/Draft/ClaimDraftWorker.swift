import Workflow

/// Makes a draft another process left this process's own before its editor opens on it
/// (``TodoStore/claimDraft(_:for:user:)``), so that a second window answering the same
/// question cannot restore it too. Says whether it did.
struct ClaimDraftWorker: Worker {
    let store: any TodoStore
    let draft: EditorDraft
    let owner: DraftOwner
    let user: String

    func run() async -> Bool {
        // A store that cannot answer leaves the draft where it was, for the next login.
        (try? await store.claimDraft(draft, for: owner, user: user)) ?? false
    }

    func isEquivalent(to otherWorker: ClaimDraftWorker) -> Bool {
        draft == otherWorker.draft
    }
}
