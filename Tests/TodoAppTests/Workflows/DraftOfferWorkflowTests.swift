import AlertContainer
import Foundation
import Testing
import WorkflowTesting
import WorkflowUI
@testable import TodoApp

/// The question at login about the drafts sessions now gone left.
@MainActor
@Suite struct DraftOfferWorkflowTests {
    let store = InMemoryTodoStore()
    let drafts = ["Call Grace back", "Buy oat milk"].map {
        EditorDraft(todoID: nil, title: $0, note: "", field: .title, savedAt: Date(timeIntervalSince1970: 0))
    }

    private func offer(mayAsk: Bool = true) -> DraftOfferWorkflow {
        DraftOfferWorkflow(store: store, user: "Ada", owner: DraftOwner(bootID: "b", processID: 1, startTime: 1), drafts: drafts, mayAsk: mayAsk)
    }

    /// Presses the key of the question's action for `key`.
    private func answer(_ key: KeyEvent, in alert: Alert?) {
        alert?.actions.first { $0.key == key }?.handler()
    }

    @Test func theFirstDraftIsAskedAboutWithNoLetterAnsweringItAndKeysTypedAheadIgnored() {
        offer().renderTester().render { alert in
            #expect(alert?.title == "Restore the unsaved edit of 'Call Grace back'?")
            #expect(alert?.actions.map(\.key) == [.enter, .escape, .control("d")])
            #expect(alert?.ignoresKeysTypedAhead == true)
        }
    }

    @Test func nothingIsAskedWhileSomethingElseIsOpen() {
        offer(mayAsk: false).renderTester().render { #expect($0 == nil) }
    }

    @Test func escLeavesTheDraftAndAsksAboutTheNext() {
        let state = offer().renderTester()
            .render { answer(.escape, in: $0) }
            .assertNoOutput()
            .state
        #expect(state.offered == [drafts[1]], "the first is left for the next start")
    }

    @Test func ctrlDDropsTheDraft() {
        offer().renderTester()
            .render { answer(.control("d"), in: $0) }
            .assert(output: .drop(drafts[0]))
    }

    @Test func enterRestoresOnceTheDraftIsThisProcesssOwnAndTheQuestionStaysUpMeanwhile() {
        let claiming = offer().renderTester()
            .render { answer(.enter, in: $0) }
            .assertNoOutput()
            .state
        #expect(claiming.claiming == drafts[0])
        offer().renderTester(initialState: claiming)
            .expectWorker(type: ClaimDraftWorker.self, key: "claim-draft") { worker in
                #expect(worker.draft == drafts[0])
                #expect(worker.owner == DraftOwner(bootID: "b", processID: 1, startTime: 1))
            }
            .render { alert in
                #expect(alert?.title == "Restore the unsaved edit of 'Call Grace back'?", "still up while the restore is made")
                answer(.escape, in: alert)
            }
            .assertNoOutput()
            .verifyState { #expect($0.claiming == drafts[0], "a key meanwhile answers nothing") }
        offer().renderTester(initialState: claiming)
            .expectWorker(type: ClaimDraftWorker.self, key: "claim-draft", producingOutput: .claimed)
            .render()
            .assert(output: .restore(drafts[0]))
    }

    @Test func aDraftAnotherWindowTookOrAStoreThatCannotBeAskedIsNotRestoredAndSaysWhy() {
        let claiming = DraftOfferWorkflow.State(offered: [drafts[1]], claiming: drafts[0])
        offer().renderTester(initialState: claiming)
            .expectWorker(type: ClaimDraftWorker.self, key: "claim-draft", producingOutput: .gone)
            .render()
            .assert(output: .notRestored("Another window restored or dropped the edit of 'Call Grace back'."))
        offer().renderTester(initialState: claiming)
            .expectWorker(type: ClaimDraftWorker.self, key: "claim-draft", producingOutput: .failed("disk I/O error"))
            .render()
            .assert(output: .notRestored("Couldn't restore the unsaved edit of 'Call Grace back', kept for your next start: disk I/O error"))
    }
}
