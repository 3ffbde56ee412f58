import AlertContainer
import Workflow
import WorkflowUI

/// At login, the drafts that sessions now gone left, offered back one at a time, the
/// first first: restore it (once this process has made it its own), leave it for the
/// next start, or drop it.
///
/// Its rendering is the question, when one is up. No letter answers it, and keys typed
/// before it was on screen do not: a user who types `n` and a title as the list opens,
/// expecting the editor, must not restore or drop a draft unseen. The question stays up
/// while a restore is being made, so that no key reaches the list before the editor opens.
struct DraftOfferWorkflow: Workflow {
    let store: any TodoStore
    let user: String
    /// This process, which a restored draft becomes the draft of.
    let owner: DraftOwner
    /// The drafts read at login, the first first.
    let drafts: [EditorDraft]
    /// Whether a question may be up: the list is there and nothing else is open.
    let mayAsk: Bool

    enum Output: Equatable {
        /// The draft is this process's own now: open the editor on it.
        case restore(EditorDraft)
        /// Forget it for good.
        case drop(EditorDraft)
        /// It could not be restored, and why, for the list to say.
        case notRestored(String)
    }

    struct State: Equatable {
        /// The drafts not answered yet.
        var offered: [EditorDraft]
        /// The draft the user chose to restore, being made this process's own.
        var claiming: EditorDraft?
    }

    func makeInitialState() -> State { State(offered: drafts) }

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = DraftOfferWorkflow

        case answer(DraftAnswer)
        case claimed(EditorDraft, ClaimDraftWorker.Outcome)

        func apply(toState state: inout State) -> Output? {
            switch self {
            case .answer(let answer):
                guard state.claiming == nil, let draft = state.offered.first else { return nil }
                state.offered.removeFirst()
                switch answer {
                case .restore: state.claiming = draft
                case .later: break
                case .drop: return .drop(draft)
                }
            case .claimed(let draft, let outcome):
                guard state.claiming == draft else { return nil }
                state.claiming = nil
                switch outcome {
                case .claimed: return .restore(draft)
                case .gone: return .notRestored("Another window restored or dropped the edit of \(draft.name).")
                case .failed(let reason):
                    return .notRestored("Couldn't restore the unsaved edit of \(draft.name), kept for your next start: \(reason)")
                }
            }
            return nil
        }
    }

    func render(state: State, context: RenderContext<DraftOfferWorkflow>) -> Alert? {
        if let draft = state.claiming {
            ClaimDraftWorker(store: store, draft: draft, owner: owner, user: user)
                .mapOutput { Action.claimed(draft, $0) }
                .running(in: context, key: "claim-draft")
        }
        guard mayAsk, let draft = state.claiming ?? state.offered.first else { return nil }
        let sink = context.makeSink(of: Action.self)
        return Alert(
            title: "Restore the unsaved edit of \(draft.name)?",
            message: "todo-tui ended before it was saved. Not now keeps it for your next start.",
            actions: [
                AlertAction(title: "Restore", key: .enter) { sink.send(.answer(.restore)) },
                AlertAction(title: "Not now", key: .escape, style: .cancel) { sink.send(.answer(.later)) },
                AlertAction(title: "Drop it", key: .control("d"), style: .destructive) { sink.send(.answer(.drop)) },
            ],
            ignoresKeysTypedAhead: true
        )
    }
}

/// How the user answers the question about a draft a session now gone left.
enum DraftAnswer: Equatable {
    /// Open the editor on it.
    case restore
    /// Leave it for the next login.
    case later
    /// Forget it for good.
    case drop
}
