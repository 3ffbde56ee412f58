import Workflow

/// Makes a draft another process left this process's own before its editor opens on it
/// (``TodoStore/claimDraft(_:for:user:)``), so that a second window answering the same
/// question cannot restore it too.
struct ClaimDraftWorker: Worker {
    let store: any TodoStore
    let draft: EditorDraft
    let owner: DraftOwner
    let user: String

    enum Outcome: Equatable, Sendable {
        case claimed
        /// Another window restored or dropped it first.
        case gone
        /// The store could not be asked; the draft stays where it was, for the next login.
        case failed(String)
    }

    func run() async -> Outcome {
        do {
            return try await store.claimDraft(draft, for: owner, user: user) ? .claimed : .gone
        } catch {
            return .failed(String(describing: error))
        }
    }

    func isEquivalent(to otherWorker: ClaimDraftWorker) -> Bool {
        draft == otherWorker.draft
    }
}
