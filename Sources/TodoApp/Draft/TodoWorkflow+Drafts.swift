import AlertContainer
import Foundation
import Workflow

extension TodoWorkflow.State {
    /// Opens the editor on a draft this process has made its own.
    mutating func restore(_ draft: EditorDraft) {
        drafts.restored = draft
        // The window may not hold the todo: the store says whether it is there.
        if let id = draft.todoID {
            reveal(id)
            step = .opening(id)
        } else {
            // A new todo's draft, or one whose todo was deleted since: a new todo.
            step = .edit(.unsaved, isNew: true)
        }
    }
}

extension TodoWorkflow {
    /// The question about the drafts sessions now gone left, once the login read them.
    @MainActor
    func renderDraftOffer(state: State, context: RenderContext<TodoWorkflow>) -> Alert? {
        guard let leftBehind = state.drafts.leftBehind else { return nil }
        return DraftOfferWorkflow(
            store: store, user: name, owner: draftOwner, drafts: leftBehind, mayAsk: state.loading == .loaded && state.step == .list
        )
        .mapOutput { Action.draftOffer($0) }
        .rendered(in: context)
    }
}
