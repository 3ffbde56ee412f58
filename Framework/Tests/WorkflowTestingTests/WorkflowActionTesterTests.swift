import Testing
import Workflow
import WorkflowTesting

@Suite struct WorkflowActionTesterTests {
    @Test func sendingActionsInTurnAppliesEachToTheStateBefore() {
        LoginWorkflow.Action
            .tester(withState: .init())
            .send(action: .nameChanged("Ada"))
            .assertNoOutput()
            .send(action: .submit)
            .assert(output: .loggedIn("Ada"))
            .assert(state: .init(name: "Ada"))
    }

    @Test func verifyOutputHandsTheOutputToTheAssertions() {
        LoginWorkflow.Action
            .tester(withState: .init(name: "Ada"))
            .send(action: .submit)
            .verifyOutput { #expect($0 == .loggedIn("Ada")) }
            .verifyState { #expect($0.name == "Ada") }
    }
}
