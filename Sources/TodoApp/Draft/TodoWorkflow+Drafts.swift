import AlertContainer
import Foundation
import Workflow
import WorkflowUI

/// How the user answers the question about a draft a session now gone left.
enum DraftAnswer: Equatable {
    /// Open the editor on it.
    case restore
    /// Leave it for the next login.
    case later
    /// Forget it for good.
    case drop
}

extension TodoWorkflow.State {
    /// The draft to ask about now: the first one left, once the list is there and
    /// nothing else is open. The question stays up while a restore is being made, so that
    /// no key reaches the list before the editor opens.
    var draftToOffer: EditorDraft? {
        guard loading == .loaded, step == .list else { return nil }
        return claimingDraft ?? offeredDrafts.first
    }

    mutating func answer(_ answer: DraftAnswer) {
        guard claimingDraft == nil, let draft = draftToOffer else { return }
        offeredDrafts.removeFirst()
        switch answer {
        case .restore: claimingDraft = draft
        case .later: break
        case .drop: writeDraft(.drop(draft))
        }
    }

    /// Opens the editor on a draft once it is this process's own; one that another window
    /// restored or dropped first is that window's business.
    mutating func restore(_ draft: EditorDraft, outcome: ClaimDraftWorker.Outcome) {
        guard claimingDraft == draft else { return }
        claimingDraft = nil
        switch outcome {
        case .claimed: break
        case .gone:
            openFailure = "Another window restored or dropped the edit of \(draft.name)."
            return
        case .failed(let reason):
            openFailure = "Couldn't restore the unsaved edit of \(draft.name), kept for your next start: \(reason)"
            return
        }
        restoredDraft = draft
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
    /// At login, a draft a session now gone left. No letter answers it, and keys typed
    /// before it was on screen do not: a user who types `n` and a title as the list opens,
    /// expecting the editor, must not restore or drop a draft unseen.
    @MainActor
    func restoreDraftAlert(for draft: EditorDraft, sink: Sink<Action>) -> Alert {
        Alert(
            title: "Restore the unsaved edit of \(draft.name)?",
            message: "todo-tui ended before it was saved. Not now keeps it for your next start.",
            actions: [
                AlertAction(title: "Restore", key: .enter) { sink.send(.answerDraft(.restore)) },
                AlertAction(title: "Not now", key: .escape, style: .cancel) { sink.send(.answerDraft(.later)) },
                AlertAction(title: "Drop it", key: .control("d"), style: .destructive) { sink.send(.answerDraft(.drop)) },
            ],
            ignoresKeysTypedAhead: true
        )
    }
}
